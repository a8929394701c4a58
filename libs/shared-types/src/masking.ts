// Privacy masking (SPEC section 5). The API applies it before data leaves the server;
// the front ends use the same functions for any value they render from a masked source.

/** 'Juan García' -> 'Juan G.'; 'Juan' -> 'J***'. */
export function maskName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return `${words[0].charAt(0)}***`;
  return `${words[0]} ${words[1].charAt(0).toUpperCase()}.`;
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
