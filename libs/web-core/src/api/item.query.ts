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

/**
 * A user's one listing (a worker profile, a cleaning service) from its directory filtered by userId, or null when
 * they have none: the list answers 200 with none ("this user has none" is no error for the page), where
 * /api/users/{id}/profile and /cleaning answer 404, which the browser logs as an error.
 */
export async function fetchListingOf<T>(
  directory: string,
  userId: number | undefined,
  signal: AbortSignal,
): Promise<T | null> {
  return (await apiFetch<T[]>(directory, { query: { userId }, signal }))[0] ?? null;
}
