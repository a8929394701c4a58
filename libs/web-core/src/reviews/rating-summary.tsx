import type { RatingSummary } from '@reformas/shared-types';
import { REVIEW_TEXTS, formatRating, responseTimeText } from '@reformas/i18n-es';
import { RatingStars } from './rating-stars';

const T = REVIEW_TEXTS;
const STARS_DOWN = [5, 4, 3, 2, 1] as const;

/** The average to one decimal, the count, a bar per star with its count, and the provider's response time. */
export function RatingSummaryPanel({
  summary,
  responseMinutes,
}: {
  summary: RatingSummary;
  responseMinutes: number | null;
}) {
  return (
    <div className="rating-summary">
      {summary.average !== null && summary.count > 0 ? (
        <div className="rating-summary-average">
          <p className="rating-summary-figure">
            <span className="visually-hidden">{T.averageLabel} </span>
            {formatRating(summary.average)}
          </p>
          <RatingStars value={summary.average} />
          <p>{T.count(summary.count)}</p>
        </div>
      ) : (
        <p className="rating-summary-none">{T.noRating}</p>
      )}
      {summary.count > 0 ? (
        <ul className="rating-bars" aria-label={T.distribution}>
          {STARS_DOWN.map((star) => {
            const count = summary.stars[star];
            return (
              <li key={star}>
                <span className="visually-hidden">{T.starBar(star, count)}</span>
                <span aria-hidden="true">{star} ★</span>
                {/* A meter draws the share without a style attribute; the sentence above reads it out. */}
                <meter aria-hidden="true" min={0} max={summary.count} value={count} />
                <span aria-hidden="true">{count}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {responseMinutes !== null ? (
        <p className="rating-response">{responseTimeText(responseMinutes)}</p>
      ) : null}
    </div>
  );
}
