import type { ReportTargetType } from '@reformas/shared-types';

// The public page of the kinds that have one; reviews, messages and accounts are seen in the console only.
const PUBLIC_PAGES: Partial<Record<ReportTargetType, string>> = {
  project: '/projects',
  worker_profile: '/worker-profiles',
  cleaning_service: '/cleaning',
};

export function publicPageOf(targetType: ReportTargetType, targetId: number): string | null {
  const base = PUBLIC_PAGES[targetType];
  return base ? `${base}/${targetId}` : null;
}

export const itemPath = (targetType: ReportTargetType, targetId: number) =>
  `/admin/item/${targetType}/${targetId}`;
