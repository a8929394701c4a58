import { REVIEW_TEXTS, formatRating, responseTimeText } from '@reformas/i18n-es';
import { RatingStars } from './rating-stars';
import '../styles/reviews.css';

/**
 * A directory card's track record: stars and '4,5 (12 opiniones)', or 'Sin opiniones todavía'; the response time
 * when the API has one. Plain elements: the cleaning directory ships no antd.
 */
export function CardRating({
  ratingAverage,
  ratingCount,
  responseMinutes,
}: {
  ratingAverage: number | null;
  ratingCount: number;
  responseMinutes: number | null;
}) {
  return (
    <div className="card-rating">
      {ratingAverage !== null && ratingCount > 0 ? (
        <p>
          <RatingStars value={ratingAverage} />{' '}
          <span className="visually-hidden">{REVIEW_TEXTS.averageLabel} </span>
          <span>{REVIEW_TEXTS.averageAndCount(formatRating(ratingAverage), ratingCount)}</span>
        </p>
      ) : (
        <p className="card-rating-none">{REVIEW_TEXTS.noRating}</p>
      )}
      {responseMinutes !== null ? <p className="card-response">{responseTimeText(responseMinutes)}</p> : null}
    </div>
  );
}
