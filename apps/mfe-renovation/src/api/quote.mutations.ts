import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, QuoteBody, Quote } from '@reformas/shared-types';
import { apiFetch } from '@reformas/web-core';
import { readsProjects, readsQuotes } from './query-keys';

// The quote's calls (issue 33). Each changes what the request's page, its owner's list, the board (a hired request
// leaves it) and 'Mis presupuestos' show: all of them are read again afterwards.

function useQuoteMutation<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      client.invalidateQueries({ predicate: (query) => readsQuotes(query) || readsProjects(query) }),
  });
}

/** POST /api/projects/{id}/quotes: a professional's quote on an open request (409 without a NIF/CIF). */
export const useSendQuote = () =>
  useQuoteMutation(({ projectId, body }: { projectId: number; body: QuoteBody }) =>
    apiFetch<Quote>(`/api/projects/${projectId}/quotes`, { method: 'POST', body }),
  );

/** PUT /api/quotes/{id}: its author sends the whole quote again, until it is accepted. */
export const useUpdateQuote = () =>
  useQuoteMutation(({ id, body }: { id: number; body: QuoteBody }) =>
    apiFetch<Quote>(`/api/quotes/${id}`, { method: 'PUT', body }),
  );

/** POST /api/quotes/{id}/withdraw|accept|decline: its author withdraws it; the request's owner accepts or declines it. */
export const useQuoteDecision = () =>
  useQuoteMutation(({ id, action }: { id: number; action: 'withdraw' | 'accept' | 'decline' }) =>
    apiFetch<Quote>(`/api/quotes/${id}/${action}`, { method: 'POST' }),
  );

/** POST /api/projects/{id}/complete: the owner marks the hired work done ('Terminada'). */
export const useCompleteProject = () =>
  useQuoteMutation((projectId: number) =>
    apiFetch<Project>(`/api/projects/${projectId}/complete`, { method: 'POST' }),
  );

/** Where a quote's PDF is downloaded (its author and the request's owner). */
export const quotePdfUrl = (id: number) => `/api/quotes/${id}/pdf`;
