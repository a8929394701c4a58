import { randomBytes } from 'node:crypto';

/**
 * A username that reveals no e-mail address: the first word of the person's name and the initial of the second
 * (what the board's mask shows anyway: 'Lucía Fernández' -> 'lucia-f'), and six random characters so that it is
 * unique and says nothing more ('lucia-f-k3x9q2'). It used to be the e-mail's local part, shown to every
 * signed-in account and in the public directory, and it is a login identifier.
 */
export function newUsername(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const stem = [words[0]?.slice(0, 20), words[1]?.charAt(0)].filter(Boolean).join('-') || 'usuario';
  return `${stem}-${randomSuffix()}`;
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function randomSuffix(): string {
  return [...randomBytes(6)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
