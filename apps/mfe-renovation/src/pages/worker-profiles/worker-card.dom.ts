// The directory's card (worker.card.tsx) built with the DOM alone, for the /worker-profiles frame's script: it
// draws the first cards from the preloaded first page before any framework has loaded (a card's description is
// the page's LCP on a phone), and the page's React cards then take their place with the same markup.
// worker-card.dom.test.tsx holds the two equal.
import type { WorkerProfile } from '@reformas/shared-types';
import { RENOVATION_TYPES, optionLabel, parseServiceList } from '@reformas/shared-types/options';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { cardRatingElement, element } from '@reformas/web-core/frame-dom';
import { companyOf } from '../../components/worker-names';
import { workerLogoElement } from '../../components/worker-logo.dom';

const T = RENOVATION_TEXTS.workerProfiles;

/** A link as the router's <Link> renders it. */
const link = (className: string, to: string, ...children: (Node | string)[]) =>
  element('a', { class: className, href: to, 'data-discover': 'true' }, ...children);

export function workerCardElement(profile: WorkerProfile): HTMLElement {
  const company = companyOf(profile);
  const titleId = `worker-${profile.id}`;
  const place = [profile.city, profile.postalCode].filter(Boolean).join(', ');
  const card = element(
    'article',
    { class: 'board-card worker-card', 'aria-labelledby': titleId },
    element(
      'div',
      { class: 'worker-heading' },
      workerLogoElement(profile.logoUrl, company, 'card'),
      element(
        'div',
        {},
        element('h2', { id: titleId, class: 'board-card-title' }, company),
        element('p', { class: 'username' }, `@${profile.username}`),
      ),
    ),
  );
  if (place) card.append(element('p', { class: 'place' }, place));
  card.append(
    cardRatingElement(profile),
    element(
      'ul',
      { class: 'badge-list', 'aria-label': RENOVATION_TEXTS.workerProfileDetail.services },
      ...parseServiceList(profile.services).map((service) =>
        element(
          'li',
          {},
          element(
            'span',
            { class: 'badge', 'data-category': service },
            optionLabel(RENOVATION_TYPES, service),
          ),
        ),
      ),
    ),
    element('p', { class: 'place' }, T.experience(profile.experience)),
  );
  if (profile.description) card.append(element('p', { class: 'about' }, profile.description));
  card.append(
    element(
      'div',
      { class: 'actions' },
      link(
        'rv-button',
        `/worker-profiles/${profile.id}`,
        T.seeProfile,
        element('span', { class: 'visually-hidden' }, ` de ${company}`),
      ),
      link(
        'rv-button primary',
        `/chat/${profile.userId}`,
        T.contact,
        element('span', { class: 'visually-hidden' }, ` con ${company}`),
      ),
    ),
  );
  return card;
}
