import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@reformas/web-core';
import { RENOVATION_TYPE_VALUES } from '@reformas/shared-types/options';
import type { BoardFilters } from '../../api/projects.query';

export const ALL_TYPES = '_all';

export type BoardFilterState = { type: string; city: string };

/** Reads the board's filters from the URL (?type=&city=): an unknown type counts as '_all'. */
export function readBoardFilters(params: URLSearchParams): BoardFilterState {
  const type = params.get('type') ?? '';
  return {
    type: (RENOVATION_TYPE_VALUES as readonly string[]).includes(type) ? type : ALL_TYPES,
    city: params.get('city') ?? '',
  };
}

/** The API query of the board for a filter state ('_all' and a blank city ask for everything). */
export function boardQueryOf(state: BoardFilterState): BoardFilters {
  return {
    renovationType: state.type === ALL_TYPES ? undefined : state.type,
    city: state.city.trim() || undefined,
  };
}

/** The URL for a filter state: only the filters in use, so a plain board has a plain URL. */
export function writeBoardFilters(state: BoardFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.type && state.type !== ALL_TYPES) params.set('type', state.type);
  if (state.city.trim()) params.set('city', state.city);
  return params;
}

/** The board's filters live in the URL: a filtered board can be shared, reloaded and navigated back to. */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readBoardFilters(params), [params]);
  const update = useCallback(
    (change: Partial<BoardFilterState>) =>
      setParams(writeBoardFilters({ ...readBoardFilters(params), ...change }), { replace: true }),
    [params, setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { filters, update, reset, isFiltered: filters.type !== ALL_TYPES || filters.city.trim() !== '' };
}
