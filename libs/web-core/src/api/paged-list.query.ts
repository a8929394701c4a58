import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { getQueryClient } from '../query/query.client';
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

/**
 * A board or a directory at `path`, asked for with the page's filters `P` (the cache key and the query each come
 * from them): its first page unfiltered, as the list asks for it (a composed page preloads it with its HTML,
 * routes.tsx `preload`, so the page's own request uses it); the page's hook; and the prefetch that asks for the
 * first page as soon as the page's module arrives, into the cache the hook then reads.
 */
export function pagedList<T, P>(
  path: string,
  queryKey: (params: P) => QueryKey,
  query: (params: P) => ApiFetchOptions['query'],
) {
  const options = (params: P) => pagedListQuery<T>(queryKey(params), path, query(params));
  return {
    firstPageUrl: `${path}?limit=${LIST_PAGE_SIZE}&offset=0`,
    useList: (params: P) => useInfiniteQuery(options(params)),
    prefetch: (params: P): void => void getQueryClient().prefetchInfiniteQuery(options(params)),
  };
}
