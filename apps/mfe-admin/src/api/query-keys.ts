// Every react-query key of this remote. A key starts with the API path it reads, then the parameters;
// invalidating ['/api/admin/history'] refreshes every item's history.
import type { ReportTargetType } from '@reformas/shared-types';

export const adminKeys = {
  totp: ['/api/admin/totp'] as const,
  reports: ['/api/admin/reports'] as const,
  historyAll: ['/api/admin/history'] as const,
  history: (targetType: ReportTargetType, targetId: number) =>
    ['/api/admin/history', { targetType, targetId }] as const,
  clientErrors: (remote: string, minutes: number) =>
    ['/api/admin/client-errors', { remote, minutes }] as const,
  /** The shell's pointer: its keys are the remotes whose error counts the console can show. */
  remotes: ['/remotes.json'] as const,
};
