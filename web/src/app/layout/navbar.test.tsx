// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '@/testing/dom-polyfills';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInWithProfile } from '@/features/accounts/testing';
import { dismissToast } from '@/lib/toast/toast-store';
import { loadingState, makeProfile } from '@/testing/auth-fixtures';
import { renderInFrame } from './testing';
import { Navbar } from './navbar';

afterEach(() => {
  cleanup();
  dismissToast();
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  it('links Home, Find Offices and Contact', () => {
    renderInFrame(<Navbar />);
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Find Offices' })).toHaveAttribute(
      'href',
      '/dental-offices',
    );
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('marks the current page', () => {
    renderInFrame(<Navbar />, { path: '/contact' });
    expect(within(mainNav()).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('offers Sign In and List Your Practice to signed-out visitors', () => {
    renderInFrame(<Navbar />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'List Your Practice' })).toHaveAttribute(
      'href',
      '/auth?mode=signup&type=professional',
    );
    expect(screen.queryByRole('button', { name: /account/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /admin|dashboard/i })).not.toBeInTheDocument();
  });

  it('shows the signed-out actions until the first session check ends, as pre-rendered pages do', () => {
    renderInFrame(<Navbar />, { auth: loadingState });
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List Your Practice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /account/i })).not.toBeInTheDocument();
  });

  it('shows a patient the account menu with their first name and nothing else', async () => {
    renderInFrame(<Navbar />, signedInWithProfile());
    expect(await screen.findByRole('button', { name: 'Maria' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'List Your Practice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows a professional the Dashboard button', async () => {
    renderInFrame(<Navbar />, signedInWithProfile(makeProfile({ user_type: 'professional' })));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Maria' })).toBeInTheDocument();
  });

  it('shows an admin the Admin button', async () => {
    renderInFrame(<Navbar />, signedInWithProfile(makeProfile(), { groups: ['admin'] }));
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Maria' })).toBeInTheDocument();
  });

  it("labels the account menu 'Account' when there is no first name", async () => {
    renderInFrame(<Navbar />, signedInWithProfile(null));
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument();
  });

  it('opens the account menu with Profile and Sign Out', async () => {
    const user = userEvent.setup();
    renderInFrame(<Navbar />, signedInWithProfile());
    await user.click(await screen.findByRole('button', { name: 'Maria' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('signs out from the account menu and says so', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(async () => {});
    renderInFrame(<Navbar />, { ...signedInWithProfile(), actions: { signOut } });
    await user.click(await screen.findByRole('button', { name: 'Maria' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    expect(screen.getByText('Come back soon!')).toBeInTheDocument();
  });

  it('reports a failed sign-out as an error', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(async () => {
      throw new Error('Network unavailable');
    });
    renderInFrame(<Navbar />, { ...signedInWithProfile(), actions: { signOut } });
    await user.click(await screen.findByRole('button', { name: 'Maria' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign out failed');
    expect(alert).toHaveTextContent('Network unavailable');
  });
});
