// The top of a professional's page (worker-profile-heading.tsx, with its WorkerLogo) built with the DOM alone, for
// the /worker-profiles/:id frame's script: it draws the page's heading before any framework has loaded, and the
// page's React heading then takes its place with the same markup. worker-profile-heading.dom.test.tsx holds the
// two equal.
import type { WorkerProfile } from '@reformas/shared-types';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { companyInitials, companyOf, logoSrcSet } from '../../components/worker-names';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function logoElement(logoUrl: string | null, company: string): HTMLElement {
  const alt = RENOVATION_TEXTS.workerProfiles.logoAlt(company);
  if (logoUrl)
    return element('img', {
      class: 'worker-logo on-page',
      src: logoUrl,
      srcset: logoSrcSet(logoUrl),
      alt,
      width: '96',
      height: '96',
      loading: 'eager',
      decoding: 'async',
    });
  return element(
    'span',
    { class: 'worker-logo on-page initials', role: 'img', 'aria-label': alt },
    companyInitials(company),
  );
}

export function workerProfileHeadingElement(profile: WorkerProfile): HTMLElement {
  const company = companyOf(profile);
  return element(
    'div',
    { class: 'worker-heading' },
    logoElement(profile.logoUrl, company),
    element(
      'div',
      {},
      element('h1', { id: 'profile-title' }, company),
      element('p', { class: 'username' }, `@${profile.username}`),
    ),
  );
}
