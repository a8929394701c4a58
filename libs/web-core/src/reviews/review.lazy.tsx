import { Suspense, lazy, type ComponentProps } from 'react';
import { REVIEW_TEXTS } from '@reformas/i18n-es';

// The forms (antd's Form, Input and Alert) arrive when one is opened, not with the page.
const load = () => import('./review.form');
const LazyReviewForm = lazy(() => load().then((m) => ({ default: m.ReviewForm })));
const LazyReplyForm = lazy(() => load().then((m) => ({ default: m.ReplyForm })));

type ReviewFormProps = ComponentProps<typeof LazyReviewForm>;
type ReplyFormProps = ComponentProps<typeof LazyReplyForm>;

const loading = (
  <p className="reviews-loading" role="status">
    {REVIEW_TEXTS.loadingForm}
  </p>
);

export function ReviewForm(props: ReviewFormProps) {
  return (
    <Suspense fallback={loading}>
      <LazyReviewForm {...props} />
    </Suspense>
  );
}

export function ReplyForm(props: ReplyFormProps) {
  return (
    <Suspense fallback={loading}>
      <LazyReplyForm {...props} />
    </Suspense>
  );
}
