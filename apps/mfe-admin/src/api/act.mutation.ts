import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationActionRequest, ModerationLogEntryView } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { adminKeys } from './query-keys';

/** POST /api/admin/actions: one decision with its reason; the queue and the histories are read again after it. */
export function useModerationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ModerationActionRequest) =>
      apiFetch<ModerationLogEntryView>('/api/admin/actions', { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.reports }),
        client.invalidateQueries({ queryKey: adminKeys.historyAll }),
      ]),
  });
}
