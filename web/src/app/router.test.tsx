// @vitest-environment jsdom
import type { ReactElement } from 'react';
import '@testing-library/jest-dom/vitest';
import '@/testing/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutesWithRouter } from '@/testing/render-with-router';
import { createAppRoutes } from './router';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The failing-screen tests expect React and the router to report the error; keep it quiet. */
function silenceErrorLogs() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}

describe('app routes', () => {
  it("shows 'Oops! Page not found' for an unknown path, inside the site frame", async () => {
    renderRoutesWithRouter(createAppRoutes(), { path: '/no-such-page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Page not found | SmileGuide Dental');
  });

  it('links the 404 page back home', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutesWithRouter(createAppRoutes(), { path: '/no-such-page' });
    await user.click(await screen.findByRole('link', { name: 'Return to Home' }));
    // Home is a lazy screen: the navigation completes once its code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/sitemap', 'Sitemap'],
  ])('renders %s with its heading and title', async (path, heading) => {
    renderRoutesWithRouter(createAppRoutes(), { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} | SmileGuide Dental`);
  });

  it('lists every public page on the sitemap', async () => {
    renderRoutesWithRouter(createAppRoutes(), { path: '/sitemap' });
    await screen.findByRole('heading', { level: 1, name: 'Sitemap' });
    const main = within(screen.getByRole('main'));
    for (const [name, href] of [
      ['Home', '/'],
      ['AI Assistant', '/dental-ai'],
      ['Find Offices', '/dental-offices'],
      ['Contact', '/contact'],
      ['Sign In', '/auth'],
      ['List Your Practice', '/auth?mode=signup&type=professional'],
      ['Forgot Password', '/forgot-password'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ] as const) {
      expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows the frame with a spinner while the first screen loads, and keeps it', async () => {
    let finishLoading: (module: { Component: () => ReactElement }) => void = () => {};
    const features = [
      {
        path: '/slow',
        lazy: () =>
          new Promise<{ Component: () => ReactElement }>((resolve) => {
            finishLoading = resolve;
          }),
      },
    ];
    renderRoutesWithRouter(createAppRoutes(features), { path: '/slow' });
    const banner = screen.getByRole('banner');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading page');

    finishLoading({ Component: () => <h1>Slow screen</h1> });
    expect(await screen.findByRole('heading', { name: 'Slow screen' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBe(banner);
  });

  it('plugs feature routes into the frame', async () => {
    const features = [{ path: '/contact', element: <h1>Contact us</h1> }];
    renderRoutesWithRouter(createAppRoutes(features), { path: '/contact' });
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows a friendly error, still inside the frame, when a screen fails to load', async () => {
    silenceErrorLogs();
    const features = [
      {
        path: '/broken',
        lazy: async () => {
          throw new Error('Failed to fetch dynamically imported module');
        },
      },
    ];
    renderRoutesWithRouter(createAppRoutes(features), { path: '/broken' });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the same error when a screen fails to load after a link is followed', async () => {
    silenceErrorLogs();
    const user = userEvent.setup();
    const features = [
      {
        path: '/contact',
        lazy: async () => {
          throw new Error('Failed to fetch dynamically imported module');
        },
      },
    ];
    renderRoutesWithRouter(createAppRoutes(features), { path: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Contact',
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/newer version/i)).toBeInTheDocument();
  });
});
