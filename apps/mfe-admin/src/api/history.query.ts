import { useQuery } from '@tanstack/react-query';
import type { ModerationLogEntryView, ReportTargetType } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { adminKeys } from './query-keys';

/** GET /api/admin/history: an item's (or an account's) moderation log, newest first. */
export function useHistory(targetType: ReportTargetType, targetId: number) {
  return useQuery<ModerationLogEntryView[]>({
    queryKey: adminKeys.history(targetType, targetId),
    queryFn: ({ signal }) => apiFetch('/api/admin/history', { query: { targetType, targetId }, signal }),
  });
}
