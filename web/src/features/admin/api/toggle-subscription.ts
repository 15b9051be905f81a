import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToggleSubscriptionInput } from '@contracts/admin';
import { useApiClient } from '@/lib/auth/use-api-client';
import { adminAuditKey } from './list-audit-records';
import { adminSubscribersKey, withSubscriber, type SubscriberPages } from './list-subscribers';

/**
 * POST /api/functions/admin-toggle-subscription: cancelling takes the office out of the
 * directory at once; activating lists it until the subscription's end date. The row shows the
 * server's answer; the audit trail reloads.
 */
export function useToggleSubscription() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'toggleSubscription'],
    mutationFn: (input: ToggleSubscriptionInput) => api.call('toggleSubscription', { body: input }),
    onSuccess: ({ subscriber }) => {
      queryClient.setQueriesData<SubscriberPages>({ queryKey: adminSubscribersKey }, (pages) =>
        withSubscriber(pages, subscriber),
      );
      void queryClient.invalidateQueries({ queryKey: adminAuditKey });
    },
  });
}
