import { types, type CustomTypesConfig } from 'pg';

// timestamptz values read as the API's ISO 8601 text, with no Date in between. The lists send 50 rows with one or
// two timestamps each: pg's own parser (a regular expression and a Date per value) and the toISOString after it
// were about 6% of the directory's CPU (npm run bench:api). Only the values PostgreSQL writes in UTC take the
// short way ('2026-11-24 02:43:10.123456+00'); any other form goes through pg's parser.
const TIMESTAMPTZ = 1184;
const parseWithPg = types.getTypeParser(TIMESTAMPTZ, 'text') as (text: string) => Date;

/** '2026-11-24 02:43:10.123456+00' -> '2026-11-24T02:43:10.123Z' (milliseconds truncated, as Date does). */
export function isoFromTimestamptz(text: string): string {
  const utc = text.length >= 22 && text.length <= 29 && text[10] === ' ' && text.endsWith('+00');
  if (!utc) return parseWithPg(text).toISOString();
  // With at least milliseconds ('…:10.123+00' and longer), the time and its first three digits are one slice.
  if (text.length >= 26) return `${text.slice(0, 10)}T${text.slice(11, 23)}Z`;
  const fraction = text.length > 22 ? text.slice(20, -3) : '';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${`${fraction}000`.slice(0, 3)}Z`;
}

/** Row types as read with ISO_TIMESTAMPS: every Date column arrives as ISO text (a nullable one, as text or null). */
export type WithIsoTimestamps<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export const ISO_TIMESTAMPS: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ && format !== 'binary'
      ? isoFromTimestamptz
      : types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};
