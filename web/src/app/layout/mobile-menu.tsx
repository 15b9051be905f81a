import { Suspense, useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { links } from '@/config/paths';
import { isSignedIn, useAuth } from '@/lib/auth/auth-context';
import { mainNavItems } from './nav-items';
import { signedInParts } from './signed-in-parts';

const itemClass =
  'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-foreground hover:bg-muted [&_svg]:size-5 [&_svg]:text-muted-foreground';

/** The navbar's items in a collapsible panel for narrow screens. */
export function MobileMenu({ className }: { className?: string }) {
  const location = useLocation();
  // Remembering which location the menu was opened on closes it on any navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const close = () => setOpenOn(null);

  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const auth = useAuth();

  return (
    <div className={className}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpenOn(open ? null : location.key)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>

      {open ? (
        // Dims the page under the open menu; a tap on it closes the menu (see onPointerDown).
        <div
          aria-hidden="true"
          className="animate-fade-in absolute inset-x-0 top-full h-dvh bg-slate-950/30"
        />
      ) : null}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="border-border bg-surface animate-slide-down absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b shadow-lg"
      >
        <div className="mx-auto max-w-6xl space-y-4 px-4 py-4 sm:px-6">
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {mainNavItems.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    onClick={close}
                    className={({ isActive }) =>
                      clsx(itemClass, isActive && 'bg-brand-50 text-brand-800')
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          {auth.loading ? null : (
            <div className="border-border space-y-1 border-t pt-4">
              {isSignedIn(auth) ? (
                <Suspense fallback={null}>
                  <signedInParts.MenuItems.Component itemClass={itemClass} onChoose={close} />
                </Suspense>
              ) : (
                <div className="grid gap-2 sm:grid-cols-2">
                  <Link
                    to={links.signIn}
                    onClick={close}
                    className={buttonStyles({ variant: 'outline', size: 'lg' })}
                  >
                    Sign In
                  </Link>
                  <Link
                    to={links.listYourPractice}
                    onClick={close}
                    className={buttonStyles({ size: 'lg' })}
                  >
                    List Your Practice
                  </Link>
                </div>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
