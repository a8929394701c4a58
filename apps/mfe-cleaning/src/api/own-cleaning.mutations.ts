import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CleaningService, CreateCleaningServiceRequest } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { cleaningKeys, isDirectoryQuery } from './query-keys';

/**
 * The owner's changes to her service: edit (PUT), pause or resume (POST …/paused) and remove (DELETE). Each one
 * puts the answer in her own service's place (null once removed) and reads the directory and its page again.
 */
export function useOwnCleaningService(service: Pick<CleaningService, 'id' | 'userId'>) {
  const client = useQueryClient();
  const path = `/api/cleaning/${service.id}`;
  const settle = (now: CleaningService | null) => {
    if (service.userId !== null) client.setQueryData(cleaningKeys.userService(service.userId), now);
    void client.invalidateQueries({ queryKey: cleaningKeys.service(service.id) });
    return client.invalidateQueries({ predicate: isDirectoryQuery });
  };
  return {
    update: useMutation({
      mutationFn: (body: CreateCleaningServiceRequest) =>
        apiFetch<CleaningService>(path, { method: 'PUT', body }),
      onSuccess: settle,
    }),
    setPaused: useMutation({
      mutationFn: (paused: boolean) =>
        apiFetch<CleaningService>(`${path}/paused`, { method: 'POST', body: { paused } }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: () => apiFetch<void>(path, { method: 'DELETE' }),
      onSuccess: () => settle(null),
    }),
  };
}
