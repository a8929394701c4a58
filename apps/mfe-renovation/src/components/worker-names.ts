// A professional's names and logo addresses as their pages show them; plain functions (no React).
import type { WorkerProfile } from '@reformas/shared-types';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';

/** The name a professional's page shows: their company, else 'Profesional independiente'. */
export const companyOf = (profile: Pick<WorkerProfile, 'companyName'>): string =>
  profile.companyName?.trim() || RENOVATION_TEXTS.workerProfiles.independent;

/** 'Martínez Reformas Integrales' → 'MR': what the logo's box shows when there is no logo. */
export function companyInitials(company: string): string {
  const words = company.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The media store keeps each logo at 1x and 2x of the page's box ('…-96.webp', '…-192.webp'; the API sends the
 * 2x): screens of density 1 take the smaller file. */
export function logoSrcSet(logoUrl: string): string | undefined {
  return /-192\.webp$/.test(logoUrl)
    ? `${logoUrl.replace(/-192\.webp$/, '-96.webp')} 1x, ${logoUrl} 2x`
    : undefined;
}
