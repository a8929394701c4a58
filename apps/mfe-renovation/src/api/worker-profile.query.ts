import { useQuery } from '@tanstack/react-query';
import type { WorkerProfile } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/** GET /api/workers/{id}: one professional's profile (404 for an unknown or private one), fresh for 60 s. */
export function useWorkerProfile(id: number | null) {
  return useQuery({
    queryKey: renovationKeys.worker(id ?? 0),
    queryFn: ({ signal }) => apiFetch<WorkerProfile>(`/api/workers/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 60_000,
    retry: false,
  });
}
