import { useQuery } from '@tanstack/react-query';
import type { WorkerProfile } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { takeHandedOver } from '@reformas/web-core/frame-handoff';
import { renovationKeys } from './query-keys';

/** The address of a professional's profile: GET /api/workers/{id}. */
const workerProfileUrl = (id: number) => `/api/workers/${id}`;

/**
 * GET /api/workers/{id}: one professional's profile (404 for an unknown or private one), fresh for 60 s. On a
 * composed /worker-profiles/{id}, the frame's script has already asked for it: that answer is used, and asked
 * again (for the page's own error state) only if it failed.
 */
export function useWorkerProfile(id: number | null) {
  return useQuery({
    queryKey: renovationKeys.worker(id ?? 0),
    queryFn: ({ signal }) => {
      const url = workerProfileUrl(id ?? 0);
      const ask = () => apiFetch<WorkerProfile>(url, { signal });
      return takeHandedOver<WorkerProfile>(url)?.catch(ask) ?? ask();
    },
    enabled: id !== null,
    staleTime: 60_000,
    retry: false,
  });
}
