import { useCallback, useMemo } from 'react';
import { ALL_OPTION } from '@reformas/shared-types/options';
import { useSearchParams } from '../router';

/**
 * A page's filters kept in the URL, so a filtered list can be shared, reloaded and navigated back to: `state` is
 * `read(query)`, `update(change)` writes `write({ ...state, ...change })` in place of the current entry, `reset()`
 * clears the query. `read` and `write` must be stable (module-level functions).
 */
export function useUrlState<S>(read: (params: URLSearchParams) => S, write: (state: S) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [params, read]);
  const update = useCallback(
    // Filtering is not a new page: the list stays where the person is (no scroll to the top).
    (change: Partial<S>) =>
      setParams(write({ ...read(params), ...change }), { replace: true, preventScrollReset: true }),
    [params, setParams, read, write],
  );
  const reset = useCallback(
    () => setParams(new URLSearchParams(), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return { state, update, reset };
}

/**
 * A directory's city and type filters kept in the URL (useUrlState with the page's module-level `read` and `write`),
 * the type under `typeKey`: the state, and the values and handlers of its CityTypeFilters (web-core/ui).
 */
export function useCityTypeFilters<S extends { city: string }>(
  read: (params: URLSearchParams) => S,
  write: (state: S) => URLSearchParams,
  typeKey: keyof S & string,
) {
  const { state, update, reset } = useUrlState(read, write);
  const type = String(state[typeKey]);
  const filtered = type !== ALL_OPTION || state.city.trim() !== '';
  // The city box answers at once; the URL (and the request) follow when typing pauses.
  const onCity = useCallback((city: string) => update({ city } as Partial<S>), [update]);
  const onType = (value: string) => update({ [typeKey]: value } as Partial<S>);
  return { filters: state, controls: { city: state.city, type, filtered, onCity, onType, onReset: reset } };
}
