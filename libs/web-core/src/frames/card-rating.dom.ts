// A directory card's track record (reviews/rating-line.tsx CardRating, with its RatingStars) built with the DOM
// alone, for the frame scripts that draw the first cards of /worker-profiles and /cleaning before the remotes
// load. card-rating.dom.test.tsx holds it equal to the React one.
import { REVIEW_TEXTS, formatRating, responseTimeText } from '@reformas/i18n-es';
import { element } from './element.dom';
import { emailVerifiedMarkElement } from './email-verified-mark.dom';

const STARS = [1, 2, 3, 4, 5] as const;

export type CardRatingFields = {
  ratingAverage: number | null;
  ratingCount: number;
  responseMinutes: number | null;
  emailVerified: boolean;
};

export function cardRatingElement({
  ratingAverage,
  ratingCount,
  responseMinutes,
  emailVerified,
}: CardRatingFields): HTMLElement {
  const rating = element('div', { class: 'card-rating' });
  if (ratingAverage !== null && ratingCount > 0) {
    const filled = Math.round(ratingAverage);
    rating.append(
      element(
        'p',
        {},
        element(
          'span',
          { class: 'rating-stars', 'aria-hidden': 'true' },
          ...STARS.map((n) =>
            element('span', { 'aria-hidden': 'true', class: n <= filled ? 'on' : undefined }, '★'),
          ),
        ),
        ' ',
        element('span', { class: 'visually-hidden' }, `${REVIEW_TEXTS.averageLabel} `),
        element('span', {}, REVIEW_TEXTS.averageAndCount(formatRating(ratingAverage), ratingCount)),
        ...emailVerifiedMarkElement(emailVerified),
      ),
    );
  } else
    rating.append(
      element(
        'p',
        { class: 'card-rating-none' },
        REVIEW_TEXTS.noRating,
        ...emailVerifiedMarkElement(emailVerified),
      ),
    );
  if (responseMinutes !== null)
    rating.append(element('p', { class: 'card-response' }, responseTimeText(responseMinutes)));
  return rating;
}
