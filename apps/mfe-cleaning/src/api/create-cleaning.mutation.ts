import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CleaningService, CreateCleaningServiceRequest } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { cleaningKeys } from './query-keys';

/** POST /api/cleaning: the session user's one service. The directory and the user's own service are read again. */
export function useCreateCleaningService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCleaningServiceRequest) =>
      apiFetch<CleaningService>('/api/cleaning', { method: 'POST', body }),
    onSuccess: (created) => {
      if (created.userId !== null) client.setQueryData(cleaningKeys.userService(created.userId), created);
      return client.invalidateQueries({ queryKey: cleaningKeys.services });
    },
  });
}
