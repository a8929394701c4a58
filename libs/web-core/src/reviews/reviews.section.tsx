import { useState } from 'react';
import type { RatingSummary, SessionUser } from '@reformas/shared-types';
import { REVIEW_TEXTS } from '@reformas/i18n-es';
import { Link, loadedPages, notify, signInPath, useAuthStore, useLocation } from '@reformas/web-core';
import { LoadMore } from '@reformas/web-core/ui';
import { RatingSummaryPanel } from './rating-summary';
import { ReviewForm } from './review.lazy';
import { ReviewItem } from './review.item';
import { useCreateReview, useRatingSummary, useReviews } from './reviews.query';
import '../styles/base.css';
import '../styles/board.css';
import '../styles/reviews.css';

const T = REVIEW_TEXTS;

/**
 * The reviews of a professional or a cleaner (`providerId` is their user id), shared by /worker-profiles/{id} and
 * /cleaning/{id}: the summary, how reviews are checked, who may write one (or the form), and the reviews newest
 * first, 10 at a time. What each viewer may do comes from the API (canReview, mine, canReply).
 */
export function ReviewsSection({
  providerId,
  responseMinutes,
}: {
  providerId: number;
  responseMinutes: number | null;
}) {
  const summary = useRatingSummary(providerId);
  const reviews = useReviews(providerId);
  const { items, total } = loadedPages(reviews.data);

  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{T.title}</h2>
      {summary.isError || reviews.isError ? (
        <p className="rv-alert" role="alert">
          {T.loadError}
        </p>
      ) : null}
      {summary.isPending || reviews.isPending ? (
        <p className="reviews-loading" role="status">
          {T.loading}
        </p>
      ) : null}
      {summary.data ? <RatingSummaryPanel summary={summary.data} responseMinutes={responseMinutes} /> : null}
      <div className="reviews-statement">
        <h3>{T.statementTitle}</h3>
        <p>{T.statement}</p>
      </div>
      {summary.data ? <WriteReview providerId={providerId} summary={summary.data} /> : null}
      {/* With the summary shown, its 'Sin opiniones todavía' already says the list is empty. */}
      {reviews.isSuccess && items.length === 0 && !summary.data ? (
        <p className="reviews-empty">{T.empty}</p>
      ) : null}
      {items.length > 0 ? (
        <ol className="reviews-list">
          {items.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ol>
      ) : null}
      <LoadMore list={reviews} count={items.length} total={total} texts={T} />
    </section>
  );
}

/** 'Escribir una opinión' and its form for an eligible client; for anyone else, who may review. */
function WriteReview({ providerId, summary }: { providerId: number; summary: RatingSummary }) {
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const create = useCreateReview(providerId);

  if (summary.canReview) {
    if (!open)
      return (
        <button type="button" className="rv-button primary" onClick={() => setOpen(true)}>
          {T.write}
        </button>
      );
    return (
      <div className="reviews-write">
        <h3>{T.write}</h3>
        <ReviewForm
          submitLabel={T.publish}
          pending={create.isPending}
          error={create.error}
          onCancel={() => {
            create.reset();
            setOpen(false);
          }}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: () => {
                setOpen(false);
                notify({ type: 'success', title: T.published });
              },
            })
          }
        />
      </div>
    );
  }
  if (summary.myReviewId !== null) return <p className="reviews-who">{T.alreadyReviewed}</p>;
  if (status === 'unknown') return null;
  return <WhoMayReview user={user} providerId={providerId} next={`${location.pathname}${location.search}`} />;
}

function WhoMayReview({
  user,
  providerId,
  next,
}: {
  user: SessionUser | null;
  providerId: number;
  next: string;
}) {
  if (!user)
    return (
      <div className="reviews-who">
        <p>{T.whoSignedOut}</p>
        <Link className="rv-button" to={signInPath('client', next)}>
          {T.signIn}
        </Link>
      </div>
    );
  const text =
    user.id === providerId ? T.whoOwn : user.userType !== 'client' ? T.whoNotClient : T.whoNoContact;
  return <p className="reviews-who">{text}</p>;
}
