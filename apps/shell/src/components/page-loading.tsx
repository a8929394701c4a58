import { REMOTE_TEXTS } from '@reformas/web-core';

/** Placeholder while a page or a remote loads: keeps the footer from jumping up. */
export function PageLoading({ label = REMOTE_TEXTS.loading }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
