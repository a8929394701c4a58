import { Suspense, lazy } from 'react';
import type { ConfirmDialogProps } from './confirm.modal';

// antd's Modal arrives only when a question is asked: a page with such a button (a request's page for its author,
// a professional's quote) no longer fetches antd to show the button.
const ConfirmModal = lazy(() => import('./confirm.modal'));

/** A yes-or-no question before an action with consequences (confirm.modal.tsx); mounted while open. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}
