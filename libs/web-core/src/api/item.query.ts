import { queryOptions, skipToken, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from './api.client';

/**
 * One item by its address (a profile's or a service's page), fresh for 60 s like the lists it is opened from;
 * nothing is asked while `path` is null, and a 404 is not asked again.
 */
export function itemQuery<T>(queryKey: QueryKey, path: string | null) {
  return queryOptions({
    queryKey,
    queryFn: path === null ? skipToken : ({ signal }) => apiFetch<T>(path, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}
