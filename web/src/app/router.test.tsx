// @vitest-environment jsdom
import type { ReactElement } from 'react';
import '@testing-library/jest-dom/vitest';
import '@/testing/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInWithProfile } from '@/features/accounts/testing';
import { loadingState, makeProfile, signedInState } from '@/testing/auth-fixtures';
import { stubFetch } from '@/testing/fetch-mock';
import { renderRoutesWithRouter } from '@/testing/render-with-router';
import { createAppRoutes } from './router';

const fetchMock = stubFetch();

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
    await waitFor(() => expect(document.title).toBe('Page not found | SmileGuide Dental'));
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
    // The title is set by an effect, just after the page has rendered.
    await waitFor(() => expect(document.title).toBe(`${heading} | SmileGuide Dental`));
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

describe('route access', () => {
  const location = (router: { state: { location: { pathname: string; search: string } } }) =>
    router.state.location.pathname + router.state.location.search;

  it('waits for the session to be restored before deciding', async () => {
    const { router } = renderRoutesWithRouter(createAppRoutes(), {
      path: '/profile',
      auth: loadingState,
    });
    // The guard holds the screen back with a spinner.
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'Loading page',
    );
    expect(screen.queryByRole('heading', { name: 'Your Profile' })).not.toBeInTheDocument();
    expect(location(router)).toBe('/profile');
  });

  it('sends visitors from /profile to sign in', async () => {
    const { router } = renderRoutesWithRouter(createAppRoutes(), { path: '/profile' });
    await waitFor(() => expect(location(router)).toBe('/auth?mode=signin'));
  });

  it('shows /profile to a signed-in user', async () => {
    renderRoutesWithRouter(createAppRoutes(), { path: '/profile', ...signedInWithProfile() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Profile' }),
    ).toBeInTheDocument();
  });

  it('sends a patient from /dashboard to the professional sign-in, which sends them home', async () => {
    const { router } = renderRoutesWithRouter(createAppRoutes(), {
      path: '/dashboard',
      ...signedInWithProfile(),
    });
    await waitFor(() => expect(location(router)).toBe('/'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a visitor from /dashboard to /auth?mode=signin&type=professional', async () => {
    const { router } = renderRoutesWithRouter(createAppRoutes(), { path: '/dashboard' });
    await waitFor(() => expect(location(router)).toBe('/auth?mode=signin&type=professional'));
  });

  it('lets a professional (by group or by profile) open /dashboard', async () => {
    const byProfile = signedInWithProfile(makeProfile({ user_type: 'professional' }));
    for (const options of [{ auth: signedInState({ groups: ['professional'] }) }, byProfile]) {
      const { unmount } = renderRoutesWithRouter(createAppRoutes(), {
        path: '/dashboard',
        ...options,
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Dashboard' }),
      ).toBeInTheDocument();
      unmount();
    }
  });

  it('sends a signed-in user from /auth home', async () => {
    const { router } = renderRoutesWithRouter(createAppRoutes(), {
      path: '/auth?mode=signup',
      ...signedInWithProfile(),
    });
    await waitFor(() => expect(location(router)).toBe('/'));
  });

  const denied = "Access Denied: You don't have admin privileges to access this dashboard.";
  const staff = [{ path: '/staff', access: 'admin' as const, element: <h1>Staff</h1> }];

  it('shows Access Denied in the page, not a redirect, to visitors, patients and professionals', async () => {
    for (const options of [
      {},
      signedInWithProfile(),
      signedInWithProfile(makeProfile({ user_type: 'professional' }), {
        groups: ['professional'],
      }),
    ]) {
      const { router, unmount } = renderRoutesWithRouter(createAppRoutes(staff), {
        path: '/staff',
        ...options,
      });
      expect(await screen.findByRole('heading', { level: 1, name: denied })).toHaveTextContent(
        denied,
      );
      expect(location(router)).toBe('/staff');
      expect(screen.queryByRole('heading', { name: 'Staff' })).not.toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Access Denied | SmileGuide Dental'));
      unmount();
    }
  });

  it('waits for the session to be restored before denying an admin route', async () => {
    renderRoutesWithRouter(createAppRoutes(staff), { path: '/staff', auth: loadingState });
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'Loading page',
    );
    expect(screen.queryByRole('heading', { name: /Access Denied/ })).not.toBeInTheDocument();
  });

  it("shows /admin, with the title 'Admin', to admins only", async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 503 }));
    for (const options of [
      {},
      signedInWithProfile(),
      signedInWithProfile(makeProfile({ user_type: 'professional' }), {
        groups: ['professional'],
      }),
    ]) {
      const { unmount } = renderRoutesWithRouter(createAppRoutes(), { path: '/admin', ...options });
      expect(await screen.findByRole('heading', { level: 1, name: denied })).toBeInTheDocument();
      unmount();
    }
    expect(fetchMock).not.toHaveBeenCalled();

    renderRoutesWithRouter(createAppRoutes(), {
      path: '/admin',
      ...signedInWithProfile(makeProfile(), { groups: ['admin'] }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Admin | SmileGuide Dental'));
  });

  it('shows an admin route to admins', async () => {
    renderRoutesWithRouter(createAppRoutes(staff), {
      path: '/staff',
      ...signedInWithProfile(makeProfile(), { groups: ['admin'] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
  });
});

describe('forms of other features', () => {
  it("fill in a signed-in visitor's name and email from their profile", async () => {
    renderRoutesWithRouter(createAppRoutes(), {
      path: '/contact',
      ...signedInWithProfile(makeProfile({ first_name: 'Maria', last_name: 'Lopez' })),
    });
    expect(await screen.findByLabelText('Name')).toHaveValue('Maria Lopez');
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
  });
});
