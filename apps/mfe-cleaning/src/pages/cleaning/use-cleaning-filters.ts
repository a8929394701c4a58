import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@reformas/web-core';
import { CLEANING_SERVICE_TYPE_VALUES } from '@reformas/shared-types/options';
import type { CleaningFilters } from '../../api/cleaning-services.query';

/** The 'all' option of the service-type filter; the API's own word for it ('todos') never reaches the URL. */
export const ALL_SERVICE_TYPES = '_all';

export type CleaningFilterState = { city: string; serviceType: string };

/** Reads the directory's filters from the URL (?city=&serviceType=): an unknown type counts as all. */
export function readCleaningFilters(params: URLSearchParams): CleaningFilterState {
  const serviceType = params.get('serviceType') ?? '';
  return {
    city: params.get('city') ?? '',
    serviceType: (CLEANING_SERVICE_TYPE_VALUES as readonly string[]).includes(serviceType)
      ? serviceType
      : ALL_SERVICE_TYPES,
  };
}

/** The URL for a filter state: only the filters in use, so the plain directory has a plain URL. */
export function writeCleaningFilters(state: CleaningFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.city.trim()) params.set('city', state.city);
  if (state.serviceType && state.serviceType !== ALL_SERVICE_TYPES)
    params.set('serviceType', state.serviceType);
  return params;
}

/** What the API is asked for: no serviceType for all, the city without surrounding spaces, nothing empty. */
export function toCleaningQuery(state: CleaningFilterState): CleaningFilters {
  const city = state.city.trim();
  return {
    ...(city ? { city } : {}),
    ...(state.serviceType !== ALL_SERVICE_TYPES ? { serviceType: state.serviceType } : {}),
  };
}

/** The directory's filters live in the URL: a filtered list can be shared, reloaded and navigated back to. */
export function useCleaningFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readCleaningFilters(params), [params]);
  const update = useCallback(
    (change: Partial<CleaningFilterState>) =>
      setParams(writeCleaningFilters({ ...readCleaningFilters(params), ...change }), { replace: true }),
    [params, setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  const isFiltered = filters.serviceType !== ALL_SERVICE_TYPES || filters.city.trim() !== '';
  return { filters, update, reset, isFiltered };
}
