import { useQuery } from '@tanstack/react-query';
import type { CleaningService, WorkerProfile } from '@reformas/shared-types';
import { apiFetchOrNull } from '@reformas/web-core';
import { chatKeys } from './query-keys';

// Profile queries are fresh for 60 s (docs/product.md, "Freshness").
const PROFILE_FRESH_MS = 60_000;

// A 404 means "this user has none".
const fetchOrNone = <T>(path: string, signal: AbortSignal) => apiFetchOrNull<T>(path, { signal }, 404);

/** GET /api/users/{id}/profile: the user's professional profile, or null. */
export function useWorkerProfile(id: number) {
  return useQuery({
    queryKey: chatKeys.workerProfile(id),
    queryFn: ({ signal }) => fetchOrNone<WorkerProfile>(`/api/users/${id}/profile`, signal),
    staleTime: PROFILE_FRESH_MS,
  });
}

/** GET /api/users/{id}/cleaning: the user's cleaning service, or null. */
export function useCleaningService(id: number) {
  return useQuery({
    queryKey: chatKeys.cleaning(id),
    queryFn: ({ signal }) => fetchOrNone<CleaningService>(`/api/users/${id}/cleaning`, signal),
    staleTime: PROFILE_FRESH_MS,
  });
}
