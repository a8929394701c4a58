import { maskCleaningName, maskCleaningPhone, maskEmail, maskName, maskPhone } from './masking';

describe('maskName', () => {
  it.each([
    ['Juan García', 'Juan G.'],
    ['Juan García Pérez', 'Juan G.'],
    ['  Ana   maría  ', 'Ana M.'],
    ['Álvaro Éxito', 'Álvaro É.'],
    ['Juan', 'J***'],
    ['\tJuan\u00a0garcía\n', 'Juan G.'],
    ['Juan\u3000', 'J***'],
    ['', ''],
    ['   ', ''],
  ])('%p -> %p', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it('separates words at every character a regular expression counts as whitespace, and only there', () => {
    const wrong: number[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      const masked = /\s/.test(char) ? maskName(`${char}Ana${char}bel${char}`) : maskName(`Ana${char}bel`);
      if (masked !== (/\s/.test(char) ? 'Ana B.' : 'A***')) wrong.push(code);
    }
    expect(wrong).toEqual([]);
  });

  it('gives empty text for null and undefined', () => {
    expect(maskName(null)).toBe('');
    expect(maskName(undefined)).toBe('');
  });
});

describe('maskPhone', () => {
  it.each([
    ['911222333', '***333'],
    // The mask counts characters, not digits: a spaced number keeps its space.
    ['+34 600 11 22 33', '*** 33'],
    ['  600111222  ', '***222'],
    ['', ''],
  ])('%p -> %p', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('gives empty text for null and undefined', () => {
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });
});

describe('maskCleaningName', () => {
  it.each([
    ['Limpiezas Rocío', 'L***o'],
    ['Ana', 'A***a'],
    ['  Pepa  ', 'P***a'],
    ['Al', 'A*'],
    ['A', 'A*'],
    ['', ''],
  ])('%p -> %p', (name, masked) => {
    expect(maskCleaningName(name)).toBe(masked);
  });

  it('never shows the middle of the name', () => {
    expect(maskCleaningName('Limpiezas Rocío')).not.toContain('impiezas');
    expect(maskCleaningName(null)).toBe('');
  });
});

describe('maskCleaningPhone', () => {
  it.each([
    ['600 11 22 33', '***2233'],
    ['+34 600-112-233', '***2233'],
    ['600112233', '***2233'],
    ['sin teléfono', ''],
    ['', ''],
  ])('%p -> %p', (phone, masked) => {
    expect(maskCleaningPhone(phone)).toBe(masked);
  });

  it('gives empty text for null and undefined', () => {
    expect(maskCleaningPhone(null)).toBe('');
    expect(maskCleaningPhone(undefined)).toBe('');
  });
});

describe('maskEmail', () => {
  it.each([
    ['marta.ruiz@ejemplo.es', 'm***z@e***.es'],
    ['  Ana@Correo.com ', 'A***a@C***.com'],
    ['jo@mail.example.org', 'j*@m***.org'],
    ['x@localhost', 'x*@l***'],
    ['', ''],
  ])('%p -> %p', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
