// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInWithProfile } from '@/features/accounts/testing';
import { makeProfile } from '@/testing/auth-fixtures';
import { renderInFrame } from './testing';
import { Footer } from './footer';

afterEach(cleanup);

const linksIn = (name: string) => within(screen.getByRole('navigation', { name }));

describe('Footer', () => {
  it('has the quick links', () => {
    renderInFrame(<Footer />);
    const nav = linksIn('Quick Links');
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'AI Assistant' })).toHaveAttribute('href', '/dental-ai');
    expect(nav.getByRole('link', { name: 'Find Offices' })).toHaveAttribute(
      'href',
      '/dental-offices',
    );
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('has the professional links and the $200/month note', () => {
    renderInFrame(<Footer />);
    const nav = linksIn('For Professionals');
    expect(nav.getByRole('link', { name: 'List Your Practice' })).toHaveAttribute(
      'href',
      '/auth?mode=signup&type=professional',
    );
    expect(nav.getByRole('link', { name: 'Professional Sign In' })).toHaveAttribute(
      'href',
      '/auth?mode=signin&type=professional',
    );
    expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(nav.getByText(/List your practice for/)).toHaveTextContent(
      'List your practice for $200/month',
    );
  });

  it('links professionals, and only them, to their dashboard', async () => {
    renderInFrame(<Footer />, signedInWithProfile(makeProfile({ user_type: 'professional' })));
    // The profile reaches the frame once its query has loaded.
    expect(
      await linksIn('For Professionals').findByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('href', '/dashboard');
    cleanup();
    renderInFrame(<Footer />, signedInWithProfile(makeProfile({ user_type: 'patient' })));
    expect(
      linksIn('For Professionals').queryByRole('link', { name: 'Dashboard' }),
    ).not.toBeInTheDocument();
  });

  it('has the contact details, support hours and emergency guidance', () => {
    renderInFrame(<Footer />);
    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    expect(contact.getByRole('link', { name: /\(\d{3}\) 555-\d{4}/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+1\d{3}555\d{4}$/),
    );
    expect(contact.getByRole('link', { name: /^support@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@/),
    );
    expect(contact.getByText('Mon-Fri')).toBeInTheDocument();
    expect(contact.getByText('8:00-18:00 EST')).toBeInTheDocument();
    expect(contact.getByText('Sat')).toBeInTheDocument();
    expect(contact.getByText('10:00-14:00 EST')).toBeInTheDocument();
    expect(contact.getByText('Sunday')).toBeInTheDocument();
    expect(contact.getByText('Closed')).toBeInTheDocument();
    expect(contact.getByText('Emergency guidance 24/7')).toBeInTheDocument();
  });

  it('has the legal links, the credentials line and the year', () => {
    renderInFrame(<Footer />);
    const nav = linksIn('Legal');
    expect(nav.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(nav.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(nav.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap');
    expect(
      screen.getByText(
        'Backed by 30+ years of experience of a certified dental hygienist since 1996',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });
});
