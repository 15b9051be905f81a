// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
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
});
