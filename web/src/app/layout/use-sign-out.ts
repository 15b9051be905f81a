import { useCallback } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { toast } from '@/lib/toast/toast-store';

/** Signs out and says how it went, as the navbar and the mobile menu both need. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  return useCallback(async () => {
    try {
      await signOut();
      toast({ title: 'Signed out successfully', description: 'Come back soon!' });
    } catch (error) {
      toast({
        title: 'Sign out failed',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  }, [signOut]);
}
