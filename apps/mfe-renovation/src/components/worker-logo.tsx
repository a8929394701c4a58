import { useState } from 'react';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { companyInitials, logoSrcSet } from './worker-names';

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
