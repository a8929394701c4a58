// The top of a professional's page (worker-profile-heading.tsx, with its WorkerLogo) built with the DOM alone, for
// the /worker-profiles/:id frame's script: it draws the page's heading before any framework has loaded, and the
// page's React heading then takes its place with the same markup. worker-profile-heading.dom.test.tsx holds the
// two equal.
import type { WorkerProfile } from '@reformas/shared-types';
import { element, emailVerifiedMarkElement } from '@reformas/web-core/frame-dom';
import { companyOf } from '../../components/worker-names';
import { workerLogoElement } from '../../components/worker-logo.dom';

export function workerProfileHeadingElement(profile: WorkerProfile): HTMLElement {
  const company = companyOf(profile);
  return element(
    'div',
    { class: 'worker-heading' },
    workerLogoElement(profile.logoUrl, company, 'page'),
    element(
      'div',
      {},
      element('h1', { id: 'profile-title' }, company),
      element(
        'p',
        { class: 'username' },
        `@${profile.username}`,
        ...emailVerifiedMarkElement(profile.emailVerified),
      ),
    ),
  );
}
