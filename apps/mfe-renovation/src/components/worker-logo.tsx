import { useState } from 'react';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';

/** 'Martínez Reformas Integrales' → 'MR': what the logo's box shows when there is no logo. */
function companyInitials(company: string): string {
  const words = company.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The media store keeps each logo at 1x and 2x of the page's box ('…-96.webp', '…-192.webp'; the API sends the
 * 2x): screens of density 1 take the smaller file. */
function logoSrcSet(logoUrl: string): string | undefined {
  return /-192\.webp$/.test(logoUrl)
    ? `${logoUrl.replace(/-192\.webp$/, '-96.webp')} 1x, ${logoUrl} 2x`
    : undefined;
}

/**
 * A professional's logo in a box of fixed size (nothing moves when the image arrives), or the company's initials
 * in the same box when there is none or it cannot be loaded. `logoUrl` is the address the API gives.
 */
export function WorkerLogo({
  logoUrl,
  company,
  size,
}: {
  logoUrl: string | null;
  company: string;
  size: 'card' | 'page';
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const alt = RENOVATION_TEXTS.workerProfiles.logoAlt(company);
  const pixels = size === 'page' ? 96 : 56;
  if (logoUrl && failed !== logoUrl) {
    return (
      <img
        className={`worker-logo on-${size}`}
        src={logoUrl}
        srcSet={logoSrcSet(logoUrl)}
        alt={alt}
        width={pixels}
        height={pixels}
        loading={size === 'card' ? 'lazy' : 'eager'}
        decoding="async"
        onError={() => setFailed(logoUrl)}
      />
    );
  }
  return (
    <span className={`worker-logo on-${size} initials`} role="img" aria-label={alt}>
      {companyInitials(company)}
    </span>
  );
}
