// Spanish tax ids, checked by their control character (Orden EHA/451/2008 and the DNI's letter table): a quote
// must show the firm's NIF/CIF (docs/decisions.md, "Quotes"), and a mistyped one is caught where it is written.

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';
// Organisations whose control character is always a letter, or always a digit; the rest may use either.
const CIF_LETTER_ONLY = 'NPQRSW';
const CIF_DIGIT_ONLY = 'ABEH';

/** The id as it is stored and compared: upper case, without spaces, dots or dashes. */
export function normalizeTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

/** The kind of a valid NIF (a person's DNI, a foreigner's NIE, a K/L/M NIF) or CIF (a company); null if invalid. */
export function taxIdKind(value: string): 'nif' | 'nie' | 'cif' | null {
  const id = normalizeTaxId(value);
  let match = /^(\d{8})([A-Z])$/.exec(id);
  if (match) return DNI_LETTERS[Number(match[1]) % 23] === match[2] ? 'nif' : null;
  match = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (match) {
    const number = Number(`${'XYZ'.indexOf(match[1] ?? '')}${match[2]}`);
    return DNI_LETTERS[number % 23] === match[3] ? 'nie' : null;
  }
  match = /^([KLM])(\d{7})([A-Z])$/.exec(id);
  if (match) return DNI_LETTERS[Number(match[2]) % 23] === match[3] ? 'nif' : null;
  match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (match) {
    const [, kind = '', digits = '', control = ''] = match;
    let sum = 0;
    for (let i = 0; i < 7; i++) {
      const digit = Number(digits[i]);
      if (i % 2 === 1) sum += digit;
      else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
    }
    const check = (10 - (sum % 10)) % 10;
    const asLetter = control === CIF_LETTERS[check];
    const asDigit = control === String(check);
    if (CIF_LETTER_ONLY.includes(kind)) return asLetter ? 'cif' : null;
    if (CIF_DIGIT_ONLY.includes(kind)) return asDigit ? 'cif' : null;
    return asLetter || asDigit ? 'cif' : null;
  }
  return null;
}

export const isValidTaxId = (value: string): boolean => taxIdKind(value) !== null;
