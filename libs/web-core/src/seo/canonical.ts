// The canonical address of a list page: one address per set of results. A list keeps only the filters it
// recognises, valid, in the order its page writes them (the remotes' use-board-filters.ts and
// use-cleaning-filters.ts), with the city in one spelling; paging, order, tracking and anything unknown are
// dropped (docs/decisions.md, "Page heads and structured data").
import {
  CLEANING_SERVICE_TYPE_VALUES,
  RENOVATION_TYPE_VALUES,
  isOneOf,
  type CleaningServiceType,
  type RenovationType,
} from '@reformas/shared-types/options';

// Words a place name keeps in lower case after its first word: Spanish, Catalan, Galician.
const PARTICLES = new Set('de del la las los el y i e les els da do a o d l'.split(' '));

const capital = (word: string) => word.charAt(0).toLocaleUpperCase('es') + word.slice(1);

/**
 * A city filter in one spelling ('  alcalá  DE henares' -> 'Alcalá de Henares', "l'hospitalet" ->
 * "L'Hospitalet"): the API's city filter ignores case and spaces around, so every spelling is the same list.
 */
export function cityName(raw: string | null): string | null {
  const words = (raw ?? '').replace(/\s+/g, ' ').trim().toLocaleLowerCase('es').split(' ');
  const name = words
    .map((word, index) =>
      word
        .split(/(['’-])/)
        .map((part, at) =>
          /['’-]/.test(part) || (index > 0 && at === 0 && PARTICLES.has(part)) ? part : capital(part),
        )
        .join(''),
    )
    .join(' ');
  return name || null;
}

export type BoardFilters = { type: RenovationType | null; city: string | null };
export type CleaningDirectoryFilters = { city: string | null; serviceType: CleaningServiceType | null };

/** The board's filters (?type=&city=): an unknown type is all types, a blank city none. */
export function boardFilters(search: URLSearchParams): BoardFilters {
  const type = search.get('type');
  return { type: isOneOf(RENOVATION_TYPE_VALUES, type) ? type : null, city: cityName(search.get('city')) };
}

/** The cleaning directory's filters (?city=&serviceType=). */
export function cleaningDirectoryFilters(search: URLSearchParams): CleaningDirectoryFilters {
  const serviceType = search.get('serviceType');
  return {
    city: cityName(search.get('city')),
    serviceType: isOneOf(CLEANING_SERVICE_TYPE_VALUES, serviceType) ? serviceType : null,
  };
}

/** '/projects' and [['type', 'kitchen'], ['city', null]] -> '/projects?type=kitchen' (in the order given). */
export function withQuery(path: string, params: readonly (readonly [string, string | null])[]): string {
  const query = new URLSearchParams(
    params.filter((param): param is readonly [string, string] => Boolean(param[1])).map(([k, v]) => [k, v]),
  ).toString();
  return query ? `${path}?${query}` : path;
}
