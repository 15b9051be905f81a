import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { OfficeEventType } from '@contracts/offices';
import { useApiClient } from '@/lib/auth/use-api-client';

/**
 * POST /api/offices/{id}/events: tells the office's analytics about a page view or a Call or
 * Website click. Best effort: a lost event never bothers the visitor.
 */
export function useRecordOfficeEvent() {
  const api = useApiClient();
  const { mutate } = useMutation({
    mutationFn: ({ officeId, type }: { officeId: string; type: OfficeEventType }) =>
      api.call('recordOfficeEvent', { params: { id: officeId }, body: { type } }),
  });
  return useCallback(
    (officeId: string, type: OfficeEventType) =>
      mutate({ officeId, type }, { onError: () => undefined }),
    [mutate],
  );
}
