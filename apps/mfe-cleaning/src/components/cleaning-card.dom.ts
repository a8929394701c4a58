// The cleaning card (cleaning.card.tsx) built with the DOM alone, for the frame scripts of /cleaning (the first
// cards) and /cleaning/:id (the service's card): drawn before any framework has loaded, then replaced by the
// page's React card with the same markup. As a signed-out visitor sees it: the frame does not know the viewer (the
// page does, and shows the owner's hint). cleaning-card.dom.test.tsx holds the two markups equal.
import type { CleaningService } from '@reformas/shared-types';
import { AVAILABILITY_OPTIONS, optionLabel } from '@reformas/shared-types/options';
import { CLEANING_TEXTS, PHOTO_TEXTS } from '@reformas/i18n-es';
import { cardRatingElement, element, photoGalleryElement } from '@reformas/web-core/frame-dom';
import { CARD_PHOTOS, serviceTypeLabels } from './cleaning-labels';

const T = CLEANING_TEXTS.card;

const fact = (term: string, value: string) =>
  element('div', {}, element('dt', {}, term), element('dd', {}, value));

/** A link as the router's <Link> renders it. */
const link = (className: string, to: string, ...children: (Node | string)[]) =>
  element('a', { class: className, href: to, 'data-discover': 'true' }, ...children);

function contactElement(service: CleaningService, page: boolean): HTMLElement {
  const contact = element('div', { class: 'cleaning-contact' });
  if (!page && service.userId !== null)
    contact.append(
      link(
        'rv-button',
        `/cleaning/${service.id}`,
        T.seeReviews,
        element('span', { class: 'visually-hidden' }, ` de ${service.name}`),
      ),
    );
  const chatWith = service.allowDirectContact && service.userId !== null ? service.userId : null;
  if (chatWith !== null) contact.append(link('rv-button primary', `/chat/${chatWith}`, T.contact));
  else {
    const hintId = `cleaning-${service.id}-no-contact`;
    contact.append(
      element(
        'button',
        { type: 'button', class: 'rv-button', disabled: '', 'aria-describedby': hintId },
        T.noContact,
      ),
      element('p', { id: hintId, class: 'cleaning-hint' }, T.noContactHint),
    );
  }
  return contact;
}

/** The card of `service` as CleaningCard draws it for a visitor; `page`: on the service's own page. */
export function cleaningCardElement(service: CleaningService, page = false): HTMLElement {
  const nameId = `cleaning-${service.id}-name`;
  const types = serviceTypeLabels(service.serviceType);
  const top = element(
    'div',
    { class: 'cleaning-card-top' },
    element(page ? 'h1' : 'h2', { id: nameId }, service.name),
  );
  if (service.hasReferences) top.append(element('span', { class: 'badge badge-references' }, T.references));
  const card = element(
    'article',
    { class: 'cleaning-card', 'aria-labelledby': nameId },
    top,
    cardRatingElement(service),
  );
  if (types.length > 0)
    card.append(
      element(
        'ul',
        { class: 'badge-list', 'aria-label': T.serviceTypes },
        ...types.map((label) => element('li', { class: 'badge' }, label)),
      ),
    );
  card.append(
    element(
      'dl',
      { class: 'cleaning-facts' },
      fact(T.city, service.city),
      fact(T.experience, T.years(service.experience)),
      fact(T.availability, optionLabel(AVAILABILITY_OPTIONS, service.availability)),
      fact(T.phone, service.phone),
    ),
  );
  if (service.description?.trim())
    card.append(element('p', { class: 'cleaning-description' }, service.description));
  const gallery = photoGalleryElement({
    photos: service.photos,
    shown: CARD_PHOTOS,
    altOf: (n) => PHOTO_TEXTS.cleaningPhotoAlt(n, service.name),
    priority: page,
  });
  if (gallery) card.append(gallery);
  card.append(contactElement(service, page));
  return card;
}
