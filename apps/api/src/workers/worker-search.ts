import { RENOVATION_TYPES, type RenovationType } from '@reformas/shared-types';

// Spanish accents folded the same way in the stored column, the query and the typed search.
const ACCENTED = 'áàäâéèëêíìïîóòöôúùüûñç';
const PLAIN = 'aaaaeeeeiiiioooouuuunc';

/**
 * The expression of the generated column that migrations 1795419443575 and 1795471457147 built (company, city,
 * postal code and services of the profile row). Kept as it was for those migrations; since 1795616000000 the
 * company name lives on the user and `WORKER_SEARCH_FUNCTION` fills searchText.
 */
export function workerSearchExpression(table = ''): string {
  const column = (name: string) => (table ? `${table}."${name}"` : `"${name}"`);
  return `translate(lower(coalesce(${column('companyName')}, '') || ' ' || coalesce(${column('city')}, '') || ' ' || coalesce(${column('postalCode')}, '') || ' ' || ${column('services')}), '${ACCENTED}', '${PLAIN}')`;
}

/**
 * What the directory search looks in, as one SQL function: the owner's company name, then the profile's city,
 * postal code and services list, lower-cased and without accents. Triggers keep worker_profiles.searchText
 * equal to it (migration 1795616000000).
 */
export const WORKER_SEARCH_FUNCTION = `CREATE OR REPLACE FUNCTION worker_search_text(company text, city text, postal_code text, services text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(lower(coalesce(company, '') || ' ' || coalesce(city, '') || ' ' || coalesce(postal_code, '') || ' ' || coalesce(services, '')), '${ACCENTED}', '${PLAIN}') $$`;

/** Typed text as the search column holds it: lower-case, accents folded. */
function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

// Joining words a person types between the ones that matter ('baños en madrid', 'reformas de cocina'): left
// out of the search unless nothing else was typed (docs/product.md §3.14).
const JOINING_WORDS = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'los',
  'o',
  'para',
  'u',
  'y',
]);

/** The words of a search, folded, each to be found somewhere in a profile ('Baños  Madrid' → baños, madrid). */
export function searchWords(text: string): string[] {
  const words = [...new Set(foldSearchText(text).split(/\s+/).filter(Boolean))];
  const meaningful = words.filter((word) => !JOINING_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

// The words people type for a trade that its label does not hold (a synonym list of ours, accents folded, in the
// singular): who does the work and what the trade is called. 'fontanero' found nobody while plumbers exist.
const TRADE_WORDS: Record<string, readonly RenovationType[]> = {
  fontanero: ['plumbing'],
  fontanera: ['plumbing'],
  fontaneria: ['plumbing'],
  desatasco: ['plumbing'],
  electricista: ['electricity'],
  electrico: ['electricity'],
  electrica: ['electricity'],
  pintor: ['painting'],
  pintora: ['painting'],
  albanil: ['integral', 'other'],
  albanileria: ['integral', 'other'],
  obra: ['integral', 'other'],
  reformista: ['integral'],
  alicatador: ['bathroom', 'kitchen'],
  climatizacion: ['air_conditioning'],
  frigorista: ['air_conditioning'],
  split: ['air_conditioning'],
  calefaccion: ['aerothermal'],
  bomba: ['aerothermal'],
  fotovoltaica: ['solar_panels'],
  fotovoltaico: ['solar_panels'],
  autoconsumo: ['solar_panels'],
};

/**
 * The renovation types a typed word names: by their Spanish label holding it or its singular ('baño' and 'baños'
 * → bathroom; 'pinturas' → painting), or by a trade word ('fontanero', 'electricistas', 'albañil').
 */
export function servicesMatchingLabel(text: string): string[] {
  const typed = foldSearchText(text).trim();
  if (typed.length < 3) return [];
  const forms = [typed, typed.replace(/e?s$/, ''), typed.replace(/s$/, '')].filter((f) => f.length >= 3);
  const byTrade = new Set(forms.flatMap((form) => TRADE_WORDS[form] ?? []));
  return RENOVATION_TYPES.filter(
    (t) => byTrade.has(t.value) || forms.some((form) => foldSearchText(t.label).includes(form)),
  ).map((t) => t.value);
}
