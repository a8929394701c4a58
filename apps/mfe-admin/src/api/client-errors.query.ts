import { useQuery } from '@tanstack/react-query';
import type { ClientErrorSummary } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { adminKeys } from './query-keys';

/** GET /api/admin/client-errors: one remote's failure reports per release over the last `minutes`. */
export function useClientErrors(remote: string, minutes: number) {
  return useQuery<ClientErrorSummary>({
    queryKey: adminKeys.clientErrors(remote, minutes),
    queryFn: ({ signal }) => apiFetch('/api/admin/client-errors', { query: { remote, minutes }, signal }),
    // Counts move while a release is out: read them again on each visit.
    staleTime: 0,
  });
}

/** The remotes named in the shell's /remotes.json (the product's one list of them), for the console's choice. */
export function useRemoteNames() {
  return useQuery<string[]>({
    queryKey: adminKeys.remotes,
    queryFn: async ({ signal }) => {
      const res = await fetch('/remotes.json', { signal });
      if (!res.ok) throw new Error(`/remotes.json: ${res.status}`);
      return Object.keys((await res.json()) as Record<string, unknown>).sort();
    },
  });
}
