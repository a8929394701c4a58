import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { apiFetchPage, nextPageOffset, type ApiFetchOptions } from './api.client';

/** Cards per 'Cargar más' page on every paged directory and board. */
export const LIST_PAGE_SIZE = 12;

/**
 * A paged list endpoint (`limit`/`offset`, total in X-Total-Count) as react-query's infinite query: page after
 * page on demand, fresh for 60 s (docs/product.md, "Freshness": the board's, kept by the directories too).
 */
export function pagedListQuery<T>(queryKey: QueryKey, path: string, query: ApiFetchOptions['query'] = {}) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiFetchPage<T>(path, { query: { ...query, limit: LIST_PAGE_SIZE, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset<T>,
    staleTime: 60_000,
  });
}
