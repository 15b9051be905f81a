// @vitest-environment jsdom
import { Suspense } from 'react';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

afterEach(cleanup);

const loading = <p>Loading</p>;

describe('lazyScreen', () => {
  it('shows the fallback until the screen has loaded, then the screen', async () => {
    let finish: () => void = () => {};
    const { Screen } = lazyScreen(
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ Component: () => <h1>Ready</h1> });
        }),
    );
    render(
      <Suspense fallback={loading}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    finish();
    expect(await screen.findByRole('heading', { name: 'Ready' })).toBeInTheDocument();
  });

  it('renders a preloaded screen in the first render, without the fallback', async () => {
    let loads = 0;
    const { Screen, preload } = lazyScreen(async () => {
      loads += 1;
      return { Component: () => <h1>Ready</h1> };
    });
    await preload();
    const { container } = render(
      <Suspense fallback={loading}>
        <Screen />
      </Suspense>,
    );
    // Checked synchronously after the first render: nothing suspended.
    expect(container).toHaveTextContent('Ready');
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('settles preload even when the code fails to load', async () => {
    const { preload } = lazyScreen(async () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    await expect(preload()).resolves.toBeUndefined();
  });
});
