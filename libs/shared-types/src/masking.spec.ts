import {
  DELETED_USER_NAME,
  maskCleaningName,
  maskCleaningPhone,
  maskEmail,
  maskName,
  maskPhone,
} from './masking';

describe('maskName', () => {
  it('separates words at every character a regular expression counts as whitespace, and only there', () => {
    const wrong: number[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      const masked = /\s/.test(char) ? maskName(`${char}Ana${char}bel${char}`) : maskName(`Ana${char}bel`);
      if (masked !== (/\s/.test(char) ? 'Ana B.' : 'A***')) wrong.push(code);
    }
    expect(wrong).toEqual([]);
  });

  it("shows a deleted account's name whole: it is nobody's", () => {
    expect(maskName(DELETED_USER_NAME)).toBe('Usuario eliminado');
    expect(maskCleaningName(DELETED_USER_NAME)).toBe('Usuario eliminado');
  });
});

// Each mask, what it makes of a value as the API stores it; every mask gives empty text for null and undefined.
describe.each([
  {
    mask: maskName,
    cases: [
      ['Juan García', 'Juan G.'],
      ['Juan García Pérez', 'Juan G.'],
      ['  Ana   maría  ', 'Ana M.'],
      ['Álvaro Éxito', 'Álvaro É.'],
      ['Juan', 'J***'],
      ['\tJuan\u00a0garcía\n', 'Juan G.'],
      ['Juan\u3000', 'J***'],
      ['', ''],
      ['   ', ''],
    ],
  },
  {
    mask: maskPhone,
    cases: [
      ['911222333', '***333'],
      // The mask counts characters, not digits: a spaced number keeps its space.
      ['+34 600 11 22 33', '*** 33'],
      ['  600111222  ', '***222'],
      ['', ''],
    ],
  },
  {
    mask: maskCleaningName,
    cases: [
      ['Limpiezas Rocío', 'L***o'],
      ['Ana', 'A***a'],
      ['  Pepa  ', 'P***a'],
      ['Al', 'A*'],
      ['A', 'A*'],
      ['', ''],
    ],
  },
  {
    mask: maskCleaningPhone,
    cases: [
      ['600 11 22 33', '***2233'],
      ['+34 600-112-233', '***2233'],
      ['600112233', '***2233'],
      ['sin teléfono', ''],
      ['', ''],
    ],
  },
  {
    mask: maskEmail,
    cases: [
      ['marta.ruiz@ejemplo.es', 'm***z@e***.es'],
      ['  Ana@Correo.com ', 'A***a@C***.com'],
      ['jo@mail.example.org', 'j*@m***.org'],
      ['x@localhost', 'x*@l***'],
      ['', ''],
    ],
  },
])('$mask.name', ({ mask, cases }) => {
  it.each(cases)('%p -> %p', (value, masked) => {
    expect(mask(value)).toBe(masked);
  });

  it('gives empty text for null and undefined', () => {
    expect(mask(null)).toBe('');
    expect(mask(undefined)).toBe('');
  });
});

describe('maskCleaningName', () => {
  it('never shows the middle of the name', () => {
    expect(maskCleaningName('Limpiezas Rocío')).not.toContain('impiezas');
  });
});
