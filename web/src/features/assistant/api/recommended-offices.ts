import { useQuery } from '@tanstack/react-query';
import { RADIUS_MAX_MILES } from '@contracts/office-facts';
import { VOICE_RECOMMENDED_OFFICES } from '@contracts/voice';
import { useApiClient } from '@/lib/auth/use-api-client';

/** GET /api/offices: the nearest listed offices to a ZIP code, for the voice assistant. Idle without a ZIP. */
export function useRecommendedOffices(zip: string | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['offices', 'recommended', zip],
    queryFn: ({ signal }) =>
      api.call(
        'searchOffices',
        { query: { zip: zip ?? '', radius: RADIUS_MAX_MILES, limit: VOICE_RECOMMENDED_OFFICES } },
        { signal },
      ),
    enabled: zip !== null,
  });
}
