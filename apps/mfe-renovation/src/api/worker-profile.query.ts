import { useQuery } from '@tanstack/react-query';
import type { WorkerProfile } from '@reformas/shared-types';
import { itemQuery } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/** GET /api/workers/{id}: one professional's profile (404 for an unknown or private one), fresh for 60 s. */
export function useWorkerProfile(id: number | null) {
  return useQuery(
    itemQuery<WorkerProfile>(renovationKeys.worker(id ?? 0), id === null ? null : `/api/workers/${id}`),
  );
}
