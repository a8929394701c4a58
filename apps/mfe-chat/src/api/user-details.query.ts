import { useQuery } from '@tanstack/react-query';
import type { CleaningService, WorkerProfile } from '@reformas/shared-types';
import { fetchListingOf } from '@reformas/web-core';
import { chatKeys } from './query-keys';

// Profile queries are fresh for 60 s (docs/product.md, "Freshness").
const PROFILE_FRESH_MS = 60_000;

/** GET /api/workers?userId=: the user's professional profile, or null. */
export function useWorkerProfile(id: number) {
  return useQuery({
    queryKey: chatKeys.workerProfile(id),
    queryFn: ({ signal }) => fetchListingOf<WorkerProfile>('/api/workers', id, signal),
    staleTime: PROFILE_FRESH_MS,
  });
}

/** GET /api/cleaning?userId=: the user's cleaning service, or null. */
export function useCleaningService(id: number) {
  return useQuery({
    queryKey: chatKeys.cleaning(id),
    queryFn: ({ signal }) => fetchListingOf<CleaningService>('/api/cleaning', id, signal),
    staleTime: PROFILE_FRESH_MS,
  });
}
