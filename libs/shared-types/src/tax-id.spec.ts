import { isValidTaxId, normalizeTaxId, taxIdKind } from './tax-id';
import { workerTaxIdSchema } from './worker-profile.schema';

describe('Spanish tax ids (NIF, NIE, CIF) by their control character', () => {
  it.each([
    ['12345678Z', 'nif'],
    ['00000000T', 'nif'],
    ['X1234567L', 'nie'],
    ['Y1234567X', 'nie'],
    ['Z1234567R', 'nie'],
    ['B12345674', 'cif'],
    ['A58818501', 'cif'],
    ['P1234567D', 'cif'],
    ['Q2826000H', 'cif'],
    ['G12345674', 'cif'],
    ['G1234567D', 'cif'],
  ])('%s is a valid %s', (id, kind) => {
    expect(taxIdKind(id)).toBe(kind);
  });

  it.each([
    '12345678A', // wrong letter
    'X1234567A',
    'B12345675', // wrong control digit
    'B1234567D', // companies of type B end in a digit
    'P12345674', // type P ends in a letter
    'I1234567A', // not a CIF letter
    '1234567Z', // too short
    '',
    'ABCDEFGHI',
  ])('%s is refused', (id) => {
    expect(isValidTaxId(id)).toBe(false);
  });

  it('ignores case, spaces, dots and dashes, and stores the plain form', () => {
    expect(isValidTaxId(' b-12.345.674 ')).toBe(true);
    expect(normalizeTaxId(' b-12.345.674 ')).toBe('B12345674');
    expect(workerTaxIdSchema.parse(' x1234567-l')).toBe('X1234567L');
    expect(workerTaxIdSchema.parse('')).toBeNull();
    expect(workerTaxIdSchema.safeParse('12345678A').error?.issues[0]?.message).toBe(
      'El NIF/CIF no es válido',
    );
  });
});
