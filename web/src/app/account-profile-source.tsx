import { useEffect } from 'react';
import { useProfile } from '@/features/accounts/api/get-profile';
import { QueryProvider } from '@/lib/query-provider';
import type { ProfileReport } from './account-profile';

function ReportProfile({ onChange }: { onChange: ProfileReport }) {
  const { data, isLoading } = useProfile();
  useEffect(() => onChange({ profile: data, loading: isLoading }), [data, isLoading, onChange]);
  return null;
}

/** Follows the signed-in user's profile query and reports each new state of it. */
export function ProfileSource({ onChange }: { onChange: ProfileReport }) {
  return (
    <QueryProvider>
      <ReportProfile onChange={onChange} />
    </QueryProvider>
  );
}
