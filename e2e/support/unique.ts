// Values no other test's data holds: one database serves the whole run, so a test filters or searches by these to
// see only its own rows.

let words = 0;
/**
 * A word of letters only (digits would read as a postal code in a search) that no other test's data holds, so a
 * search for it finds only this test's rows.
 */
export function uniqueWord(): string {
  words += 1;
  const letters = `${Date.now().toString(36)}${process.pid.toString(36)}${words}`.replace(/\d/g, (d) =>
    String.fromCharCode(103 + Number(d)),
  );
  return `Zq${letters}`;
}

/** A name, e.g. a city, made of `prefix` and a mark of this moment. */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// Each file that publishes requests in postal codes of its own draws from its own block (the other tests use 28xxx
// and 50001 for the professionals' profiles).
const POSTAL_CODE_BLOCKS = {
  renovation: 50000,
  contactReveal: 60000,
  requestPage: 70000,
  quotes: 80000,
} as const;

/** A postal code in the file's block: a board filtered by it shows only that test's requests. */
export const uniquePostalCode = (block: keyof typeof POSTAL_CODE_BLOCKS) =>
  String(POSTAL_CODE_BLOCKS[block] + Math.floor(Math.random() * 9999));
