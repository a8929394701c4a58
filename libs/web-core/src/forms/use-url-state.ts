import { useCallback, useMemo } from 'react';
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
