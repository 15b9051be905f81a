import { Suspense, lazy } from 'react';
import { ChevronDown, LayoutDashboard, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAccountProfile } from '@/app/account-profile';
import { isProfessional } from '@/features/accounts/roles';
import { isAdmin, useAuth } from '@/lib/auth/auth-context';
import { accountLabel } from './account-label';
import { useSignOut } from './use-sign-out';

/*
 * What the navbar and the mobile menu show a signed-in user. Its code loads once someone is
 * signed in: most visitors never need it.
 */

// The menu's code (a dropdown) loads when the bar first shows it.
const AccountMenu = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
);

/** Looks like the menu's button while its code loads, so the bar does not shift. */
function AccountMenuPlaceholder({ label }: { label: string }) {
  return (
    <span aria-hidden="true" className={buttonStyles({ variant: 'outline' })}>
      <UserRound />
      <span className="max-w-[10rem] truncate">{label}</span>
      <ChevronDown />
    </span>
  );
}

/** The navbar's links for a signed-in user (Admin, Dashboard) and their account menu. */
export function SignedInActions() {
  const auth = useAuth();
  const profile = useAccountProfile();
  const signOut = useSignOut();
  return (
    <>
      {isAdmin(auth) ? (
        <Link to={paths.admin.getHref()} className={buttonStyles({ variant: 'ghost' })}>
          <ShieldCheck aria-hidden="true" />
          Admin
        </Link>
      ) : null}
      {isProfessional(profile) ? (
        <Link to={paths.dashboard.getHref()} className={buttonStyles({ variant: 'ghost' })}>
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Link>
      ) : null}
      <Suspense fallback={<AccountMenuPlaceholder label={accountLabel(profile)} />}>
        <AccountMenu label={accountLabel(profile)} onSignOut={() => void signOut()} />
      </Suspense>
    </>
  );
}

/** The mobile menu's items for a signed-in user; `onChoose` closes the menu. */
export function SignedInMenuItems({
  itemClass,
  onChoose,
}: {
  itemClass: string;
  onChoose: () => void;
}) {
  const auth = useAuth();
  const profile = useAccountProfile();
  const signOut = useSignOut();
  return (
    <>
      <p className="text-muted-foreground px-3 pb-1 text-sm">
        Signed in as <span className="text-foreground font-medium">{accountLabel(profile)}</span>
      </p>
      {isAdmin(auth) ? (
        <Link to={paths.admin.getHref()} onClick={onChoose} className={itemClass}>
          <ShieldCheck aria-hidden="true" />
          Admin
        </Link>
      ) : null}
      {isProfessional(profile) ? (
        <Link to={paths.dashboard.getHref()} onClick={onChoose} className={itemClass}>
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Link>
      ) : null}
      <Link to={paths.profile.getHref()} onClick={onChoose} className={itemClass}>
        <UserRound aria-hidden="true" />
        Profile
      </Link>
      <button
        type="button"
        className={`${itemClass} w-full text-left`}
        onClick={() => {
          onChoose();
          void signOut();
        }}
      >
        <LogOut aria-hidden="true" />
        Sign Out
      </button>
    </>
  );
}
