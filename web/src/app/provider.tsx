import type { ReactNode } from 'react';
import { Toaster } from '@/components/toaster';
import { AuthProvider } from '@/lib/auth/auth-context';

/** Everything screens share: auth state and the toast area. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <Toaster />
    </AuthProvider>
  );
}
