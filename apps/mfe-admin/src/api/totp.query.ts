import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TotpCode, TotpStatus } from '@reformas/shared-types';
import { apiFetch, ApiHttpError } from '@reformas/web-core';
import { adminKeys } from './query-keys';

/** GET /api/admin/totp: whether this operator is enrolled and this session gave its code (403 for a non-operator). */
export function useTotpStatus(enabled: boolean) {
  return useQuery<TotpStatus>({ queryKey: adminKeys.totp, enabled });
}

/** POST /api/admin/totp: the code of the authenticator app; a right one opens the console for this session. */
export function useVerifyTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TotpCode) => apiFetch<TotpStatus>('/api/admin/totp', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.totp }),
  });
}

/** The API's 403 for a session that has not given its code (`totpRequired` in the error body): ask for it again. */
export function needsCode(error: unknown): boolean {
  if (!(error instanceof ApiHttpError) || error.status !== 403) return false;
  try {
    return (JSON.parse(error.bodyText) as { totpRequired?: unknown }).totpRequired === true;
  } catch {
    return false;
  }
}
