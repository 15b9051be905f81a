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

/** Admin for an admin, Dashboard for a professional. */
function RoleLinks({ className, onChoose }: { className: string; onChoose?: () => void }) {
  const auth = useAuth();
  const profile = useAccountProfile();
  return (
    <>
      {isAdmin(auth) ? (
        <Link to={paths.admin.getHref()} onClick={onChoose} className={className}>
          <ShieldCheck aria-hidden="true" />
          Admin
        </Link>
      ) : null}
      {isProfessional(profile) ? (
        <Link to={paths.dashboard.getHref()} onClick={onChoose} className={className}>
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Link>
      ) : null}
    </>
  );
}

/** The navbar's links for a signed-in user (Admin, Dashboard) and their account menu. */
export function SignedInActions() {
  const profile = useAccountProfile();
  const signOut = useSignOut();
  return (
    <>
      <RoleLinks className={buttonStyles({ variant: 'ghost' })} />
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
  const profile = useAccountProfile();
  const signOut = useSignOut();
  return (
    <>
      <p className="text-muted-foreground px-3 pb-1 text-sm">
        Signed in as <span className="text-foreground font-medium">{accountLabel(profile)}</span>
      </p>
      <RoleLinks className={itemClass} onChoose={onChoose} />
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
