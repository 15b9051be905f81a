import { useMemo } from 'react';
import { useProfile } from '@/features/accounts/api/get-profile';

export interface KnownVisitor {
  name: string;
  email: string;
  phone?: string;
}

/**
 * The signed-in visitor's name and ways to reach them, from their profile, for the forms of
 * other features that ask for them (features do not read each other's data); null when unknown.
 */
export function useKnownVisitor(): KnownVisitor | null {
  const { data: profile } = useProfile();
  return useMemo(
    () =>
      profile
        ? {
            name: `${profile.first_name} ${profile.last_name}`.trim(),
            email: profile.email,
            phone: profile.phone,
          }
        : null,
    [profile],
  );
}
