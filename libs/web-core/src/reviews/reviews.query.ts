import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CreateReviewRequest,
  RatingSummary,
  Review,
  ReviewReplyRequest,
  UpdateReviewRequest,
} from '@reformas/shared-types';
import { apiFetch, apiFetchPage, nextPageOffset } from '@reformas/web-core';

/** Reviews per 'Cargar más' page (docs/product.md, "Reviews"). */
const REVIEWS_PAGE_SIZE = 10;

// Keys start with the path they read, like every remote's query keys. The server's page heads read the summary.
export const reviewKeys = {
  list: (providerId: number) => [`/api/users/${providerId}/reviews`] as const,
  summary: (providerId: number) => [`/api/users/${providerId}/rating`] as const,
};

/** GET /api/users/{id}/rating: average, count, stars, and whether the viewer may review (canReview). */
export function useRatingSummary(providerId: number) {
  return useQuery({
    queryKey: reviewKeys.summary(providerId),
    queryFn: ({ signal }) => apiFetch<RatingSummary>(`/api/users/${providerId}/rating`, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** GET /api/users/{id}/reviews: newest first, 10 at a time. */
export function useReviews(providerId: number) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: reviewKeys.list(providerId),
      queryFn: ({ pageParam, signal }) =>
        apiFetchPage<Review>(`/api/users/${providerId}/reviews`, {
          query: { limit: REVIEWS_PAGE_SIZE, offset: pageParam },
          signal,
        }),
      initialPageParam: 0,
      getNextPageParam: nextPageOffset<Review>,
      staleTime: 60_000,
      retry: false,
    }),
  );
}

/**
 * Every write changes the provider's list and summary, and the average on their directory card: all are read
 * again (the directories' paths refresh every filtered page of them).
 */
function useReviewWrite<V, R>(providerId: number, write: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all(
        [
          reviewKeys.list(providerId),
          reviewKeys.summary(providerId),
          ['/api/workers'],
          ['/api/cleaning'],
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

/** POST /api/users/{id}/reviews. */
export function useCreateReview(providerId: number) {
  return useReviewWrite(providerId, (body: CreateReviewRequest) =>
    apiFetch<Review>(`/api/users/${providerId}/reviews`, { method: 'POST', body }),
  );
}

/** PUT /api/reviews/{id}. */
export function useUpdateReview(providerId: number) {
  return useReviewWrite(providerId, ({ id, body }: { id: number; body: UpdateReviewRequest }) =>
    apiFetch<Review>(`/api/reviews/${id}`, { method: 'PUT', body }),
  );
}

/** DELETE /api/reviews/{id}. */
export function useDeleteReview(providerId: number) {
  return useReviewWrite(providerId, (id: number) =>
    apiFetch<RatingSummary>(`/api/reviews/${id}`, { method: 'DELETE' }),
  );
}

/** POST /api/reviews/{id}/reply (the first reply) or PUT (editing it). */
export function useSaveReply(providerId: number) {
  return useReviewWrite(
    providerId,
    ({ id, body, edit }: { id: number; body: ReviewReplyRequest; edit: boolean }) =>
      apiFetch<Review>(`/api/reviews/${id}/reply`, { method: edit ? 'PUT' : 'POST', body }),
  );
}
