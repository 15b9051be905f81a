import type { Profile } from '@contracts/accounts/profile';

/** For display only: the server decides what each user may do. */
export const isProfessional = (profile: Profile | null | undefined): boolean =>
  profile?.user_type === 'professional';
