import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_TEXTS as T } from '@reformas/i18n-es';
import { adminKeys } from '../api/query-keys';
import { needsCode } from '../api/totp.query';

/** A read that failed: the product's message and 'Reintentar'. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="admin-alert">
      <p>{T.loadFailed}</p>
      <button type="button" className="admin-button" onClick={onRetry}>
        {T.retry}
      </button>
    </div>
  );
}

/** A console call refused for want of the code (the session's 12 hours ran out): back to the code step. */
export function useCodeExpired(error: unknown) {
  const client = useQueryClient();
  useEffect(() => {
    if (needsCode(error)) void client.invalidateQueries({ queryKey: adminKeys.totp });
  }, [error, client]);
}
