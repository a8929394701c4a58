import type { ProjectFilters } from '@reformas/shared-types';
import { ALL_OPTION, RENOVATION_TYPE_VALUES, TIMELINE_VALUES, isOneOf } from '@reformas/shared-types/options';
import { useUrlState } from '@reformas/web-core';

export const PROFILE_TAB = 'perfil';
export const QUOTES_TAB = 'presupuestos';

/** What 'Filtrar' applies (postal code, type, start) plus the chosen city chip and the open tab. */
export type DashboardState = {
  postalCode: string;
  type: string;
  timeline: string;
  city: string;
  tab: string;
};

const oneOf = (values: readonly string[], value: string | null) =>
  isOneOf(values, value) ? value : ALL_OPTION;

const TAB_PARAMS: readonly string[] = [PROFILE_TAB, QUOTES_TAB];

/** ?cp=&type=&start=&city=&tab=perfil|presupuestos; unknown values count as 'any', a postal code keeps only its digits. */
export function readDashboard(params: URLSearchParams): DashboardState {
  return {
    postalCode: (params.get('cp') ?? '').replace(/\D/g, '').slice(0, 5),
    type: oneOf(RENOVATION_TYPE_VALUES, params.get('type')),
    timeline: oneOf(TIMELINE_VALUES, params.get('start')),
    city: params.get('city') ?? '',
    tab: TAB_PARAMS.find((tab) => tab === params.get('tab')) ?? '',
  };
}

export function writeDashboard(state: DashboardState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.postalCode) params.set('cp', state.postalCode);
  if (state.type !== ALL_OPTION) params.set('type', state.type);
  if (state.timeline !== ALL_OPTION) params.set('start', state.timeline);
  if (state.city) params.set('city', state.city);
  if (TAB_PARAMS.includes(state.tab)) params.set('tab', state.tab);
  return params;
}

/** The API query of the dashboard's cards; `withCity` false gives the list the city chips are drawn from. */
export function boardQueryOf(state: DashboardState, withCity: boolean): ProjectFilters {
  return {
    postalCode: state.postalCode || undefined,
    renovationType: isOneOf(RENOVATION_TYPE_VALUES, state.type) ? state.type : undefined,
    timeline: isOneOf(TIMELINE_VALUES, state.timeline) ? state.timeline : undefined,
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
  const { state, update } = useUrlState(readDashboard, writeDashboard);
  return { state, update };
}
