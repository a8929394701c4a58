import { useEffect, type ReactNode } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
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
function useCodeExpired(error: unknown) {
  const client = useQueryClient();
  useEffect(() => {
    if (needsCode(error)) void client.invalidateQueries({ queryKey: adminKeys.totp });
  }, [error, client]);
}

/**
 * What a console read shows: 'Cargando…' while it is pending, LoadFailed if it failed, else `children` with its
 * data; a refusal for want of the code goes back to the code step (useCodeExpired).
 */
export function Loaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  useCodeExpired(query.error);
  if (query.isPending) return <p role="status">{T.loading}</p>;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  return children(query.data);
}
