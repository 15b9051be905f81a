import { Suspense } from 'react';
import clsx from 'clsx';
import { Link, NavLink } from 'react-router';
import { Container } from '@/components/container';
import { LogoMark } from '@/components/logo';
import { buttonStyles } from '@/components/ui/button';
import { links, paths } from '@/config/paths';
import { SITE_NAME } from '@contracts/brand';
import { isSignedIn, useAuth } from '@/lib/auth/auth-context';
import { MobileMenu } from './mobile-menu';
import { mainNavItems } from './nav-items';
import { signedInParts, usePreloadSignedInParts } from './signed-in-parts';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );

function AuthActions() {
  const auth = useAuth();

  // Until the first session check ends the bar shows its signed-out shape, as the pages
  // rendered at build time do.
  if (auth.loading || !isSignedIn(auth)) {
    return (
      <>
        <Link to={links.signIn} className={buttonStyles({ variant: 'ghost' })}>
          Sign In
        </Link>
        <Link to={links.listYourPractice} className={buttonStyles()}>
          List Your Practice
        </Link>
      </>
    );
  }

  return (
    <Suspense fallback={null}>
      <signedInParts.Actions.Component />
    </Suspense>
  );
}

export function Navbar() {
  usePreloadSignedInParts();
  return (
    <header className="border-border/80 bg-surface/90 supports-[backdrop-filter]:bg-surface/75 sticky top-0 z-40 border-b backdrop-blur-md">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link
          to={paths.home.getHref()}
          className="text-foreground flex items-center gap-2.5 rounded-lg text-lg font-semibold tracking-tight"
        >
          <LogoMark className="size-8" />
          <span>{SITE_NAME}</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          <AuthActions />
        </div>

        <MobileMenu className="lg:hidden" />
      </Container>
    </header>
  );
}
