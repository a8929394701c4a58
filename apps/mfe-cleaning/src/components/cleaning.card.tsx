import { Link } from '@reformas/web-core';
import type { CleaningService } from '@reformas/shared-types';
import { AVAILABILITY_OPTIONS, optionLabel } from '@reformas/shared-types/options';
import { CLEANING_TEXTS, PHOTO_TEXTS } from '@reformas/i18n-es';
import { CardRating } from '@reformas/web-core/reviews';
import { PhotoGallery } from '@reformas/web-core/ui';
import { CARD_PHOTOS, serviceTypeLabels } from './cleaning-labels';

const T = CLEANING_TEXTS.card;

/**
 * A service of the directory with what the API sent for this viewer. Privacy is the server's job: GET /api/cleaning
 * already masks the name (first and last character) and the phone (last 4 digits) for everyone but the owner
 * (apps/api/src/cleaning/cleaning.service.ts), so the card shows them as they come and never masks a second time.
 * Plain elements styled in cleaning.css, no antd: the directory stays light (see bench:web).
 */
export function CleaningCard({
  service,
  viewerId,
  page = false,
}: {
  service: CleaningService;
  viewerId: number | null;
  /** On the service's own page: its name is the page's heading, and there is no link to the page. */
  page?: boolean;
}) {
  const Heading = page ? 'h1' : 'h2';
  const hintId = `cleaning-${service.id}-no-contact`;
  const types = serviceTypeLabels(service.serviceType);
  const own = viewerId !== null && service.userId === viewerId;
  const chatWith = service.allowDirectContact && service.userId !== null ? service.userId : null;
  return (
    <article className="cleaning-card" aria-labelledby={`cleaning-${service.id}-name`}>
      <div className="cleaning-card-top">
        <Heading id={`cleaning-${service.id}-name`}>{service.name}</Heading>
        {service.hasReferences ? <span className="badge badge-references">{T.references}</span> : null}
      </div>
      <CardRating {...service} />
      {types.length > 0 ? (
        <ul className="badge-list" aria-label={T.serviceTypes}>
          {types.map((label) => (
            <li key={label} className="badge">
              {label}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="cleaning-facts">
        <div>
          <dt>{T.city}</dt>
          <dd>{service.city}</dd>
        </div>
        <div>
          <dt>{T.experience}</dt>
          <dd>{T.years(service.experience)}</dd>
        </div>
        <div>
          <dt>{T.availability}</dt>
          <dd>{optionLabel(AVAILABILITY_OPTIONS, service.availability)}</dd>
        </div>
        <div>
          <dt>{T.phone}</dt>
          <dd>{service.phone}</dd>
        </div>
      </dl>
      {service.description?.trim() ? <p className="cleaning-description">{service.description}</p> : null}
      <PhotoGallery
        photos={service.photos}
        shown={CARD_PHOTOS}
        // On the service's own page the gallery is in view at once (its first photo: the page's LCP on a phone).
        priority={page}
        altOf={(n) => PHOTO_TEXTS.cleaningPhotoAlt(n, service.name)}
      />
      <div className="cleaning-contact">
        {!page && service.userId !== null ? (
          <Link className="rv-button" to={`/cleaning/${service.id}`}>
            {T.seeReviews}
            <span className="visually-hidden"> de {service.name}</span>
          </Link>
        ) : null}
        {own ? (
          // A chat with oneself leads nowhere: the owner is told the card is theirs instead.
          <p className="cleaning-hint">{T.ownService}</p>
        ) : chatWith !== null ? (
          <Link className="rv-button primary" to={`/chat/${chatWith}`}>
            {T.contact}
          </Link>
        ) : (
          <>
            <button type="button" className="rv-button" disabled aria-describedby={hintId}>
              {T.noContact}
            </button>
            <p id={hintId} className="cleaning-hint">
              {T.noContactHint}
            </p>
          </>
        )}
      </div>
    </article>
  );
}
