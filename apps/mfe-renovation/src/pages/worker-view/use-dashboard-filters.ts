import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@reformas/web-core';
import { RENOVATION_TYPE_VALUES, TIMELINE_VALUES } from '@reformas/shared-types/options';
import type { BoardFilters } from '../../api/projects.query';

export const ANY = '_all';
export const PROFILE_TAB = 'perfil';

/** What 'Filtrar' applies (postal code, type, start) plus the chosen city chip and the open tab. */
export type DashboardState = {
  postalCode: string;
  type: string;
  timeline: string;
  city: string;
  tab: string;
};

const oneOf = (values: readonly string[], value: string | null) =>
  value && values.includes(value) ? value : ANY;

/** ?cp=&type=&start=&city=&tab=perfil; unknown values count as 'any', a postal code keeps only its digits. */
export function readDashboard(params: URLSearchParams): DashboardState {
  return {
    postalCode: (params.get('cp') ?? '').replace(/\D/g, '').slice(0, 5),
    type: oneOf(RENOVATION_TYPE_VALUES, params.get('type')),
    timeline: oneOf(TIMELINE_VALUES, params.get('start')),
    city: params.get('city') ?? '',
    tab: params.get('tab') === PROFILE_TAB ? PROFILE_TAB : '',
  };
}

export function writeDashboard(state: DashboardState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.postalCode) params.set('cp', state.postalCode);
  if (state.type !== ANY) params.set('type', state.type);
  if (state.timeline !== ANY) params.set('start', state.timeline);
  if (state.city) params.set('city', state.city);
  if (state.tab === PROFILE_TAB) params.set('tab', PROFILE_TAB);
  return params;
}

/** The API query of the dashboard's cards; `withCity` false gives the list the city chips are drawn from. */
export function boardQueryOf(state: DashboardState, withCity: boolean): BoardFilters {
  return {
    postalCode: state.postalCode || undefined,
    renovationType: state.type === ANY ? undefined : state.type,
    timeline: state.timeline === ANY ? undefined : state.timeline,
    city: withCity && state.city ? state.city : undefined,
  };
}

/**
 * The city chips: each city of the loaded requests once, whatever its case or surrounding spaces, in the
 * spelling first seen, sorted the Spanish way.
 */
export function distinctCities(projects: readonly { city: string }[]): string[] {
  const byKey = new Map<string, string>();
  for (const { city } of projects) {
    const name = city.trim();
    const key = name.toLocaleLowerCase('es');
    if (name && !byKey.has(key)) byKey.set(key, name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'es'));
}

/** The dashboard's state lives in the URL: a reload or a shared link shows the same filtered list and tab. */
export function useDashboardFilters() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readDashboard(params), [params]);
  const update = useCallback(
    (change: Partial<DashboardState>) =>
      setParams(writeDashboard({ ...readDashboard(params), ...change }), { replace: true }),
    [params, setParams],
  );
  return { state, update };
}
