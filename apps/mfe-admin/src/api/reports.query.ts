import { useQuery } from '@tanstack/react-query';
import type { ReportedItem } from '@reformas/shared-types';
import { adminKeys } from './query-keys';

/** GET /api/admin/reports: open reports grouped by item, the most reported (then the oldest) first. */
export function useReportQueue() {
  return useQuery<ReportedItem[]>({ queryKey: adminKeys.reports });
}
