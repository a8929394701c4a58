import { useQuery } from '@tanstack/react-query';
import type { CleaningService, WorkerProfile } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { chatKeys } from './query-keys';

// Profile queries are fresh for 60 s (docs/product.md, "Freshness").
const PROFILE_FRESH_MS = 60_000;

// The lists filtered by userId answer 200 with none ("this user has none" is no error for the page), where
// /api/users/{id}/profile and /cleaning answer 404 and the browser logs it.
const firstOf = async <T>(path: string, userId: number, signal: AbortSignal) =>
  (await apiFetch<T[]>(path, { query: { userId }, signal }))[0] ?? null;

/** GET /api/workers?userId=: the user's professional profile, or null. */
export function useWorkerProfile(id: number) {
  return useQuery({
    queryKey: chatKeys.workerProfile(id),
    queryFn: ({ signal }) => firstOf<WorkerProfile>('/api/workers', id, signal),
    staleTime: PROFILE_FRESH_MS,
  });
}

/** GET /api/cleaning?userId=: the user's cleaning service, or null. */
export function useCleaningService(id: number) {
  return useQuery({
    queryKey: chatKeys.cleaning(id),
    queryFn: ({ signal }) => firstOf<CleaningService>('/api/cleaning', id, signal),
    staleTime: PROFILE_FRESH_MS,
  });
}
