// Privacy masking (SPEC section 5). The API applies it before data leaves the server;
// the front ends use the same functions for any value they render from a masked source.

// A word of a name; global, so lastIndex is reset before each use.
const WORD = /\S+/g;

/** 'Juan García' -> 'Juan G.'; 'Juan' -> 'J***'. */
export function maskName(name: string | null | undefined): string {
  // Only the first two words are read (the board masks 50 names per page; splitting whole names cost the API
  // a few per cent of its throughput).
  const text = name ?? '';
  WORD.lastIndex = 0;
  const first = WORD.exec(text);
  if (!first) return '';
  const second = WORD.exec(text);
  if (!second) return `${first[0].charAt(0)}***`;
  return `${first[0]} ${second[0].charAt(0).toUpperCase()}.`;
}

/** Project board and profile dialog: three asterisks plus the last 3 characters. */
export function maskPhone(phone: string | null | undefined): string {
  const value = (phone ?? '').trim();
  if (!value) return '';
  return `***${value.slice(-3)}`;
}

/** Cleaning directory names: first and last characters, the middle hidden. */
export function maskCleaningName(name: string | null | undefined): string {
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
