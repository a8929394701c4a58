import type { CleaningFilters } from '@reformas/shared-types';
import { ALL_OPTION, CLEANING_SERVICE_TYPE_VALUES, isOneOf } from '@reformas/shared-types/options';
import { useCityTypeFilters } from '@reformas/web-core';

// The 'all' choice of the service-type filter is ALL_OPTION; the API's own word for it ('todos') never reaches
// the URL.
export type CleaningFilterState = { city: string; serviceType: string };

/** Reads the directory's filters from the URL (?city=&serviceType=): an unknown type counts as all. */
export function readCleaningFilters(params: URLSearchParams): CleaningFilterState {
  const serviceType = params.get('serviceType');
  return {
    city: params.get('city') ?? '',
    serviceType: isOneOf(CLEANING_SERVICE_TYPE_VALUES, serviceType) ? serviceType : ALL_OPTION,
  };
}

/** The URL for a filter state: only the filters in use, so the plain directory has a plain URL. */
export function writeCleaningFilters(state: CleaningFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.city.trim()) params.set('city', state.city);
  if (state.serviceType && state.serviceType !== ALL_OPTION) params.set('serviceType', state.serviceType);
  return params;
}

/** What the API is asked for: no serviceType for all, the city without surrounding spaces, nothing empty. */
export function toCleaningQuery(state: CleaningFilterState): CleaningFilters {
  const city = state.city.trim();
  return {
    ...(city ? { city } : {}),
    ...(isOneOf(CLEANING_SERVICE_TYPE_VALUES, state.serviceType) ? { serviceType: state.serviceType } : {}),
  };
}

/** The directory's filters live in the URL. */
export const useCleaningFilters = () =>
  useCityTypeFilters(readCleaningFilters, writeCleaningFilters, 'serviceType');
