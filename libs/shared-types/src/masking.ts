// Privacy masking (docs/privacy.md, "The masks"). The API applies it before data leaves the server;
// the front ends use the same functions for any value they render from a masked source.

// Whitespace as a regular expression's \s matches it (ECMAScript WhiteSpace and LineTerminator).
function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** The first index at or after `from` whose character is (`space` true) or is not whitespace. */
function skip(text: string, from: number, space: boolean): number {
  let index = from;
  while (index < text.length && isSpace(text.charCodeAt(index)) === space) index++;
  return index;
}

/**
 * The name a deleted account's rows show (its messages to others, its reviews): the account row keeps its id, so
 * what refers to it still holds, and this in place of the person's name (docs/privacy.md, "Deleting an account").
 */
export const DELETED_USER_NAME = 'Usuario eliminado';

/** 'Juan García' -> 'Juan G.'; 'Juan' -> 'J***'. */
export function maskName(name: string | null | undefined): string {
  // Nobody's name, nothing to hide: shown as it is.
  if (name === DELETED_USER_NAME) return name;
  // Only the first two words are read, by index: the board masks 50 names per page, and splitting whole names or
  // matching words with a regular expression (an array per match) cost the API a few per cent of its throughput.
  const text = name ?? '';
  const start = skip(text, 0, true);
  if (start === text.length) return '';
  const end = skip(text, start, false);
  const second = skip(text, end, true);
  if (second === text.length) return `${text.charAt(start)}***`;
  return `${text.slice(start, end)} ${text.charAt(second).toUpperCase()}.`;
}

/** Project board and profile dialog: three asterisks plus the last 3 characters. */
export function maskPhone(phone: string | null | undefined): string {
  const value = (phone ?? '').trim();
  if (!value) return '';
  return `***${value.slice(-3)}`;
}

/** Cleaning directory names: first and last characters, the middle hidden. */
export function maskCleaningName(name: string | null | undefined): string {
  if (name === DELETED_USER_NAME) return name;
  const value = (name ?? '').trim();
  if (!value) return '';
  if (value.length <= 2) return `${value.charAt(0)}*`;
  return `${value.charAt(0)}***${value.charAt(value.length - 1)}`;
}

/** Cleaning cards: only the last 4 digits. */
export function maskCleaningPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return '';
  return `***${digits.slice(-4)}`;
}

/** An address told to its old owner: 'marta.ruiz@ejemplo.es' -> 'm***z@e***.es' (enough to recognise, not to read). */
export function maskEmail(email: string | null | undefined): string {
  const value = (email ?? '').trim();
  const at = value.lastIndexOf('@');
  if (at < 0) return maskCleaningName(value);
  const domain = value.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  return `${maskCleaningName(value.slice(0, at))}@${host.charAt(0)}***${dot > 0 ? domain.slice(dot) : ''}`;
}
