import { API_MESSAGES } from '@reformas/i18n-es';

/**
 * The Spanish message of a PostgreSQL error (SQLSTATE) that the data sent caused, or undefined for any other (those
 * stay a 500). Class 22 is "data exception", class 54 "program limit exceeded" (an index row or a statement too
 * big): the schemas refuse such input first; should some slip through, it is still the client's, never a 500.
 */
export function databaseInputError(code: string): string | undefined {
  // character_not_in_repertoire (a NUL byte, bytes that are not UTF-8), untranslatable_character.
  if (code === '22021' || code === '22P05') return API_MESSAGES.invalidEncoding;
  // string_data_right_truncation, numeric_value_out_of_range, and every limit of class 54.
  if (code === '22001' || code === '22003' || code.startsWith('54')) return API_MESSAGES.dataTooLarge;
  if (code.startsWith('22')) return API_MESSAGES.validation;
  return undefined;
}
