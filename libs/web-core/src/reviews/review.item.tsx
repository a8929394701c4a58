import { useState } from 'react';
import type { Review } from '@reformas/shared-types';
import { REPORT_TEXTS, REVIEW_HIRED_TEXTS, REVIEW_TEXTS, formatDate } from '@reformas/i18n-es';
import { errorText, notify } from '@reformas/web-core';
import { HiddenNotice, ReportButton } from '@reformas/web-core/reports';
import { RatingStars } from './rating-stars';
import { ReplyForm, ReviewForm } from './review.lazy';
import { useDeleteReview, useSaveReply, useUpdateReview } from './reviews.query';

const T = REVIEW_TEXTS;

type Mode = 'read' | 'edit' | 'confirm-delete' | 'reply';

/**
 * One review as the API sends it for this viewer: masked author, date, stars, text, how the contact was verified
 * whether they hired the provider through a quote, and the provider's reply; its author may edit or delete it (`mine`), the provider may reply once and edit the
 * reply (`canReply`).
 */
export function ReviewItem({ review }: { review: Review }) {
  const [mode, setMode] = useState<Mode>('read');
  const update = useUpdateReview(review.providerId);
  const remove = useDeleteReview(review.providerId);
  const reply = useSaveReply(review.providerId);
  const titleId = `review-${review.id}`;
  const back = () => {
    update.reset();
    remove.reset();
    reply.reset();
    setMode('read');
  };
  const done = (title: string) => {
    setMode('read');
    notify({ type: 'success', title });
  };

  return (
    <article className={review.mine ? 'review mine' : 'review'} aria-labelledby={titleId}>
      <header>
        <h3 id={titleId}>{review.reviewerName}</h3>
        {review.mine ? <span className="review-mine">{T.mine}</span> : null}
        <RatingStars value={review.rating} label={T.starsOfFive(review.rating)} />
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        <span className="review-badge">{T.verifiedBy[review.verifiedBy]}</span>
        {review.hired ? <span className="review-badge review-hired">{REVIEW_HIRED_TEXTS.hired}</span> : null}
      </header>
      <HiddenNotice reason={review.hiddenReason} />
      {mode === 'edit' ? (
        <ReviewForm
          initial={{ rating: review.rating, text: review.text }}
          submitLabel={T.save}
          pending={update.isPending}
          error={update.error}
          onCancel={back}
          onSubmit={(body) => update.mutate({ id: review.id, body }, { onSuccess: () => done(T.saved) })}
        />
      ) : (
        <p className="review-text">{review.text}</p>
      )}
      {review.mine && mode === 'read' ? (
        <div className="review-actions">
          <button type="button" className="rv-button" onClick={() => setMode('edit')}>
            {T.edit}
          </button>
          <button type="button" className="rv-button" onClick={() => setMode('confirm-delete')}>
            {T.remove}
          </button>
        </div>
      ) : null}
      {mode === 'confirm-delete' ? (
        <div className="review-confirm" role="group" aria-label={T.confirmRemove}>
          <p>{T.confirmRemove}</p>
          {remove.error ? (
            <p className="rv-alert" role="alert">
              {errorText(remove.error)}
            </p>
          ) : null}
          <div className="review-actions">
            <button
              type="button"
              className="rv-button primary"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(review.id, { onSuccess: () => notify({ type: 'success', title: T.removed }) })
              }
            >
              {T.confirmRemoveYes}
            </button>
            <button type="button" className="rv-button" onClick={back}>
              {T.cancel}
            </button>
          </div>
        </div>
      ) : null}
      {review.reply && mode !== 'reply' ? (
        <div className="review-reply">
          <p className="review-reply-title">{T.replyTitle}</p>
          <p className="review-text">{review.reply.text}</p>
        </div>
      ) : null}
      {review.canReply && mode === 'read' ? (
        <div className="review-actions">
          <button type="button" className="rv-button" onClick={() => setMode('reply')}>
            {review.reply ? T.editReply : T.reply}
            <span className="visually-hidden"> a {review.reviewerName}</span>
          </button>
        </div>
      ) : null}
      {mode === 'reply' ? (
        <ReplyForm
          initial={review.reply?.text}
          submitLabel={review.reply ? T.save : T.publishReply}
          pending={reply.isPending}
          error={reply.error}
          onCancel={back}
          onSubmit={(text) =>
            reply.mutate(
              { id: review.id, body: { text }, edit: review.reply !== null },
              { onSuccess: () => done(review.reply ? T.replySaved : T.replyPublished) },
            )
          }
        />
      ) : null}
      {!review.mine && mode === 'read' ? (
        <ReportButton
          targetType="review"
          targetId={review.id}
          className="rv-button report-button"
          context={REPORT_TEXTS.reviewOf(review.reviewerName)}
        />
      ) : null}
    </article>
  );
}
