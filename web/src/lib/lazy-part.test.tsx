// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyPart', () => {
  it('renders the part once its code has loaded, with its props', async () => {
    const part = lazyPart(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Component name="Ana" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  });

  it('loads the code once, whether preloaded or rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const part = lazyPart(load);
    part.preload();
    part.preload();
    render(
      <Suspense fallback={null}>
        <part.Component name="Ben" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ben')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again on render after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const part = lazyPart(load);
    part.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    render(
      <Suspense fallback={null}>
        <part.Component name="Cy" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Cy')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows its fallback in its place when the code cannot be loaded, and loads again on retry', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const part = lazyPart(load, {
      onError: (retry) => (
        <button type="button" onClick={retry}>
          Try again
        </button>
      ),
    });
    // React reports the caught error; the test only cares that it stays inside the part.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <h1>The page</h1>
        <Suspense fallback={null}>
          <part.Component name="Di" />
        </Suspense>
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Di')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });

  it('loads again on its next mount after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const part = lazyPart(load, { onError: () => <p>Could not load</p> });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(
      <Suspense fallback={null}>
        <part.Component name="Ed" />
      </Suspense>,
    );
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    first.unmount();
    render(
      <Suspense fallback={null}>
        <part.Component name="Ed" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });
});
