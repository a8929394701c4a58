import { useQuery } from '@tanstack/react-query';
import type { Ad } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/** GET /api/ads?category=: the sponsored panel for a renovation type (the general set for ALL_OPTION or unknown). */
export function useAds(category: string) {
  return useQuery({
    queryKey: renovationKeys.ads(category),
    queryFn: ({ signal }) => apiFetch<Ad[]>('/api/ads', { query: { category }, signal }),
    staleTime: 5 * 60_000,
  });
}
