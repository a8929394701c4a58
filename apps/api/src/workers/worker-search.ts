import { RENOVATION_TYPES } from '@reformas/shared-types';

// Spanish accents folded the same way in the index, the query and the typed search.
const ACCENTED = 'áàäâéèëêíìïîóòöôúùüûñç';
const PLAIN = 'aaaaeeeeiiiioooouuuunc';

/**
 * What the directory search looks in: company, city, postal code and the services list, lower-cased and
 * without accents. The same expression builds the trigram index (migration) and filters the query, so
 * PostgreSQL can use the index; `table` qualifies the columns in a query with joins.
 */
export function workerSearchExpression(table = ''): string {
  const column = (name: string) => (table ? `${table}."${name}"` : `"${name}"`);
  return `translate(lower(coalesce(${column('companyName')}, '') || ' ' || coalesce(${column('city')}, '') || ' ' || coalesce(${column('postalCode')}, '') || ' ' || ${column('services')}), '${ACCENTED}', '${PLAIN}')`;
}

/** Typed text as the expression holds it: lower-case, accents folded. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The renovation types whose Spanish label contains the typed text ('baño' → bathroom). */
export function servicesMatchingLabel(text: string): string[] {
  const typed = foldSearchText(text).trim();
  if (typed.length < 3) return [];
  return RENOVATION_TYPES.filter((t) => foldSearchText(t.label).includes(typed)).map((t) => t.value);
}
