import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Profile } from '@contracts/accounts/profile';
import { useAuth } from '@/lib/auth/auth-context';

/** The signed-in user's profile (null: they have none yet), and whether it is still loading. */
export interface AccountProfileState {
  profile: Profile | null | undefined;
  loading: boolean;
}

const idle: AccountProfileState = { profile: undefined, loading: false };

const AccountProfileContext = createContext<AccountProfileState>(idle);

/** How the profile's query reports each new state of it. */
export type ProfileReport = (state: AccountProfileState) => void;

/** Stands in for the profile's query when its code could not load: the profile stays unknown. */
function ProfileUnavailable({ onChange }: { onChange: ProfileReport }) {
  useEffect(() => onChange({ profile: undefined, loading: false }), [onChange]);
  return null;
}

// The profile is server state: its query (and the query library) loads once someone is signed
// in, so visitors do not download it with the first page.
const ProfileSource = lazy<ComponentType<{ onChange: ProfileReport }>>(() =>
  import('./account-profile-source').then(
    (module) => ({ default: module.ProfileSource }),
    () => ({ default: ProfileUnavailable }),
  ),
);

/** Gives the frame (navbar, menus, route guards) the signed-in user's profile. */
export function AccountProfileProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id;
  const [reported, setReported] = useState<{ userId: string } & AccountProfileState>();
  const report = useCallback(
    (state: AccountProfileState) => {
      if (userId !== undefined) setReported({ userId, ...state });
    },
    [userId],
  );
  // A profile reported for an earlier session never shows in the next one.
  let value = idle;
  if (userId !== undefined) {
    value =
      reported?.userId === userId
        ? { profile: reported.profile, loading: reported.loading }
        : { profile: undefined, loading: true };
  }
  return (
    <AccountProfileContext.Provider value={value}>
      {children}
      {userId !== undefined ? (
        <Suspense fallback={null}>
          <ProfileSource key={userId} onChange={report} />
        </Suspense>
      ) : null}
    </AccountProfileContext.Provider>
  );
}

/** The signed-in user's profile and whether it is still loading; nothing while signed out. */
export function useAccountProfileState(): AccountProfileState {
  return useContext(AccountProfileContext);
}

/** The signed-in user's profile, for what the frame shows; undefined while it is not known. */
export function useAccountProfile(): Profile | null | undefined {
  return useAccountProfileState().profile;
}
