import { useQuery } from '@tanstack/react-query';
import type { Quote } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { renovationKeys } from './query-keys';

/**
 * GET /api/projects/{id}/quotes: for the request's owner every quote (the API marks them 'Visto'); for a professional
 * only their own (none or one). `enabled` false for anyone else, who would get 403.
 */
export function useProjectQuotes(projectId: number, enabled = true) {
  return useQuery({
    queryKey: renovationKeys.projectQuotes(projectId),
    queryFn: ({ signal }) => apiFetch<Quote[]>(`/api/projects/${projectId}/quotes`, { signal }),
    enabled,
    staleTime: 30_000,
  });
}

/** GET /api/quotes: the signed-in professional's quotes, newest first ('Mis presupuestos'). */
export function useMyQuotes(enabled = true) {
  return useQuery({
    queryKey: renovationKeys.myQuotes,
    queryFn: ({ signal }) => apiFetch<Quote[]>('/api/quotes', { signal }),
    enabled,
    staleTime: 30_000,
  });
}
