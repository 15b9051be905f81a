// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInWithProfile } from '@/features/accounts/testing';
import { dismissToast } from '@/lib/toast/toast-store';
import { makeProfile } from '@/testing/auth-fixtures';
import { renderInFrame } from './testing';
import { MobileMenu } from './mobile-menu';

afterEach(() => {
  cleanup();
  dismissToast();
});

const toggle = (name: 'Open menu' | 'Close menu') => screen.getByRole('button', { name });

describe('MobileMenu', () => {
  it('starts closed, with the button pointing at the panel it controls', () => {
    renderInFrame(<MobileMenu />);
    const button = toggle('Open menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('opens and closes with the button', async () => {
    const user = userEvent.setup();
    renderInFrame(<MobileMenu />);
    await user.click(toggle('Open menu'));
    expect(toggle('Close menu')).toHaveAttribute('aria-expanded', 'true');
    const nav = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Find Offices' })).toHaveAttribute(
      'href',
      '/dental-offices',
    );
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');

    await user.click(toggle('Close menu'));
    expect(toggle('Open menu')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderInFrame(<MobileMenu />);
    await user.click(toggle('Open menu'));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle('Open menu')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Open menu')).toHaveFocus();
  });

  it('closes on a tap outside it', async () => {
    const user = userEvent.setup();
    renderInFrame(
      <>
        <MobileMenu />
        <p>Page content</p>
      </>,
    );
    await user.click(toggle('Open menu'));
    await user.click(screen.getByText('Page content'));
    expect(toggle('Open menu')).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open while the user works inside it', async () => {
    const user = userEvent.setup();
    renderInFrame(<MobileMenu />);
    await user.click(toggle('Open menu'));
    await user.click(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(toggle('Close menu')).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderInFrame(<MobileMenu />);
    await user.click(toggle('Open menu'));
    await user.click(screen.getByRole('link', { name: 'Find Offices' }));
    expect(router.state.location.pathname).toBe('/dental-offices');
    expect(toggle('Open menu')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the page changes by other means', async () => {
    const user = userEvent.setup();
    const { router } = renderInFrame(<MobileMenu />);
    await user.click(toggle('Open menu'));
    await router.navigate('/contact');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('offers Sign In and List Your Practice when signed out', async () => {
    const user = userEvent.setup();
    renderInFrame(<MobileMenu />);
    await user.click(toggle('Open menu'));
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'List Your Practice' })).toHaveAttribute(
      'href',
      '/auth?mode=signup&type=professional',
    );
  });

  it('offers a signed-in professional admin every account item', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(async () => {});
    const signedIn = signedInWithProfile(
      makeProfile({ user_type: 'professional', first_name: 'Sam' }),
      { groups: ['admin'] },
    );
    renderInFrame(<MobileMenu />, { ...signedIn, actions: { signOut } });
    await user.click(toggle('Open menu'));
    // The profile reaches the frame once its query has loaded.
    expect(await screen.findByText('Sam')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(toggle('Open menu')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a patient neither Admin nor Dashboard', async () => {
    const user = userEvent.setup();
    renderInFrame(<MobileMenu />, signedInWithProfile());
    await user.click(toggle('Open menu'));
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
