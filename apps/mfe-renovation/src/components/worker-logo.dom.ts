// A professional's logo (worker-logo.tsx) built with the DOM alone, for the frame scripts that draw a
// professional's heading or the directory's first cards before the remote loads. Held equal to the React logo by
// the tests of those (worker-profile-heading.dom.test.tsx, worker-card.dom.test.tsx).
import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { element } from '@reformas/web-core/frame-dom';
import { companyInitials, logoSrcSet } from './worker-names';

export function workerLogoElement(
  logoUrl: string | null,
  company: string,
  size: 'card' | 'page',
): HTMLElement {
  const alt = RENOVATION_TEXTS.workerProfiles.logoAlt(company);
  const pixels = String(size === 'page' ? 96 : 56);
  if (logoUrl)
    return element('img', {
      class: `worker-logo on-${size}`,
      src: logoUrl,
      srcset: logoSrcSet(logoUrl),
      alt,
      width: pixels,
      height: pixels,
      loading: size === 'card' ? 'lazy' : 'eager',
      decoding: 'async',
    });
  return element(
    'span',
    { class: `worker-logo on-${size} initials`, role: 'img', 'aria-label': alt },
    companyInitials(company),
  );
}
