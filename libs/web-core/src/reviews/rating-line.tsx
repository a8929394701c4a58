import { REVIEW_TEXTS, formatRating, responseTimeText } from '@reformas/i18n-es';
import { RatingStars } from './rating-stars';
import { EmailVerifiedMark } from '../ui/email-verified.mark';
import '../styles/reviews.css';

/**
 * A directory card's track record: stars and '4,5 (12 opiniones)', or 'Sin opiniones todavía'; the response time
 * when the API has one; 'Correo verificado' at the end of the first line for an owner who confirmed their address.
 * Plain elements: the cleaning directory ships no antd.
 */
export function CardRating({
  ratingAverage,
  ratingCount,
  responseMinutes,
  emailVerified,
}: {
  ratingAverage: number | null;
  ratingCount: number;
  responseMinutes: number | null;
  emailVerified: boolean;
}) {
  return (
    <div className="card-rating">
      {ratingAverage !== null && ratingCount > 0 ? (
        <p>
          <RatingStars value={ratingAverage} />{' '}
          <span className="visually-hidden">{REVIEW_TEXTS.averageLabel} </span>
          <span>{REVIEW_TEXTS.averageAndCount(formatRating(ratingAverage), ratingCount)}</span>
          <EmailVerifiedMark emailVerified={emailVerified} />
        </p>
      ) : (
        <p className="card-rating-none">
          {REVIEW_TEXTS.noRating}
          <EmailVerifiedMark emailVerified={emailVerified} />
        </p>
      )}
      {responseMinutes !== null ? <p className="card-response">{responseTimeText(responseMinutes)}</p> : null}
    </div>
  );
}
