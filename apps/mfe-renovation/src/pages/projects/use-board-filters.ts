import type { ProjectFilters } from '@reformas/shared-types';
import { ALL_OPTION, RENOVATION_TYPE_VALUES, isOneOf } from '@reformas/shared-types/options';
import { useCityTypeFilters } from '@reformas/web-core';

export type BoardFilterState = { type: string; city: string };

/** Reads the board's filters from the URL (?type=&city=): an unknown type counts as all (ALL_OPTION). */
export function readBoardFilters(params: URLSearchParams): BoardFilterState {
  const type = params.get('type');
  return {
    type: isOneOf(RENOVATION_TYPE_VALUES, type) ? type : ALL_OPTION,
    city: params.get('city') ?? '',
  };
}

/** The API query of the board for a filter state (all types and a blank city ask for everything). */
export function boardQueryOf(state: BoardFilterState): ProjectFilters {
  return {
    renovationType: isOneOf(RENOVATION_TYPE_VALUES, state.type) ? state.type : undefined,
    city: state.city.trim() || undefined,
  };
}

/** The URL for a filter state: only the filters in use, so a plain board has a plain URL. */
export function writeBoardFilters(state: BoardFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.type && state.type !== ALL_OPTION) params.set('type', state.type);
  if (state.city.trim()) params.set('city', state.city);
  return params;
}

/** The board's filters live in the URL. */
export const useBoardFilters = () => useCityTypeFilters(readBoardFilters, writeBoardFilters, 'type');
