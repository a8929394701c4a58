import {
  centsToEurosText,
  formatCents,
  parseEurosToCents,
  formatDate,
  formatDateTime,
  formatEuros,
  formatRelativeTime,
  formatWait,
  projectTitle,
  formatRating,
  responseTimeText,
  telHref,
  websiteHref,
} from './format';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'hace menos de un minuto'],
    [30 * SECOND, 'hace menos de un minuto'],
    [59 * SECOND, 'hace menos de un minuto'],
    [1 * MINUTE, 'hace 1 minuto'],
    [5 * MINUTE, 'hace 5 minutos'],
    [59 * MINUTE, 'hace 59 minutos'],
    [1 * HOUR, 'hace 1 hora'],
    [3 * HOUR, 'hace 3 horas'],
    [23 * HOUR, 'hace 23 horas'],
    [1 * DAY, 'hace 1 día'],
    [2 * DAY, 'hace 2 días'],
    [29 * DAY, 'hace 29 días'],
    [30 * DAY, 'hace 1 mes'],
    [330 * DAY, 'hace 11 meses'],
    [359 * DAY, 'hace 11 meses'],
    [360 * DAY, 'hace 1 año'],
    [800 * DAY, 'hace 2 años'],
  ])('%p ms ago -> %p', (ago, text) => {
    expect(formatRelativeTime(NOW - ago, NOW)).toBe(text);
  });

  it('accepts a Date, an ISO text or a timestamp', () => {
    const date = new Date(NOW - 5 * MINUTE);
    expect(formatRelativeTime(date, NOW)).toBe('hace 5 minutos');
    expect(formatRelativeTime(date.toISOString(), NOW)).toBe('hace 5 minutos');
    expect(formatRelativeTime(date.getTime(), new Date(NOW))).toBe('hace 5 minutos');
  });

  it('shows a date slightly in the future (clock skew) as just now', () => {
    expect(formatRelativeTime(NOW + 10 * SECOND, NOW)).toBe('hace menos de un minuto');
  });
});

describe('formatWait', () => {
  it.each([
    [0.2, 'dentro de 1 segundo'],
    [40, 'dentro de 40 segundos'],
    [61, 'dentro de 2 minutos'],
    [3600, 'dentro de 1 hora'],
    [5 * 3600 + 1, 'dentro de 6 horas'],
  ])('%p s -> %p (rounded up, never sooner than true)', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });
});

describe('responseTimeText', () => {
  it.each([
    [5, 'Suele responder en menos de 1 hora'],
    [59, 'Suele responder en menos de 1 hora'],
    [60, 'Suele responder en aproximadamente 1 hora'],
    [150, 'Suele responder en unas 3 horas'],
    [23 * 60 + 29, 'Suele responder en unas 23 horas'],
    [23 * 60 + 31, 'Suele responder en 1 día'],
    [3 * 24 * 60 + 600, 'Suele responder en 3 días'],
  ])('%p min -> %p', (minutes, text) => {
    expect(responseTimeText(minutes)).toBe(text);
  });
});

describe('formatEuros', () => {
  // Intl puts a no-break space before the euro sign.
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('uses the Spanish format: dot for thousands, no decimals, euro sign after a space', () => {
    expect(plain(formatEuros(12345))).toBe('12.345 €');
    expect(plain(formatEuros(1234567))).toBe('1.234.567 €');
    expect(plain(formatEuros(850))).toBe('850 €');
    expect(plain(formatEuros(0))).toBe('0 €');
  });

  it('rounds to whole euros', () => {
    expect(plain(formatEuros(12345.6))).toBe('12.346 €');
  });
});

describe('formatEuros and formatRating', () => {
  it('write what Intl writes for es-ES', () => {
    const euros = new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    for (const amount of [
      0, 0.4, 2.5, 5, 999, 1234, 1234.5, 9999, 12345, 123456, 1234567, 98765432, -1234, -12345,
    ])
      expect(formatEuros(amount)).toBe(euros.format(amount));
    const oneDecimal = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (let tenths = 10; tenths <= 50; tenths++)
      expect(formatRating(tenths / 10)).toBe(oneDecimal.format(tenths / 10));
    for (const average of [13 / 3, 4.35, 3.25, 4.05])
      expect(formatRating(average)).toBe(oneDecimal.format(average));
  });
});

describe('formatDate', () => {
  const madrid = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('es-ES', { ...options, timeZone: 'Europe/Madrid' });

  it("writes what Intl writes for es-ES in Madrid's time, every month and both ends of it", () => {
    const intl = madrid({ day: 'numeric', month: 'long', year: 'numeric' });
    for (let month = 0; month < 12; month++)
      for (const day of [1, 9, 28])
        for (const hour of [0, 12, 22, 23]) {
          const date = new Date(Date.UTC(2026, month, day, hour, 30));
          expect(formatDate(date)).toBe(intl.format(date));
        }
    expect(formatDate('2026-11-22T12:00:00Z')).toBe('22 de noviembre de 2026');
  });

  it("turns the day at Madrid's midnight, summer time or not, whatever the runtime's time zone", () => {
    // 23:30 UTC is already the next day in Madrid: an hour ahead in winter, two in summer.
    expect(formatDate('2026-11-29T23:30:00Z')).toBe('30 de noviembre de 2026');
    expect(formatDate('2026-11-29T22:59:00Z')).toBe('29 de noviembre de 2026');
    expect(formatDate('2026-07-14T22:30:00Z')).toBe('15 de julio de 2026');
    expect(formatDate('2026-07-14T21:59:00Z')).toBe('14 de julio de 2026');
    // Every change of the clocks from 2024 to 2030, a minute either side, as Intl's zone data has them.
    const intl = madrid({
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    const hourIn = (ms: number) => madrid({ hour: 'numeric', hourCycle: 'h23' }).format(ms);
    for (let year = 2024; year <= 2030; year++)
      for (const month of [2, 9]) {
        const lastDay = Date.UTC(year, month + 1, 0, 1);
        const change = lastDay - new Date(lastDay).getUTCDay() * 86_400_000;
        for (const ms of [change - 60_000, change, change + 60_000]) {
          const date = new Date(ms);
          expect(formatDate(date)).toBe(
            madrid({ day: 'numeric', month: 'long', year: 'numeric' }).format(date),
          );
          expect(intl.format(date)).toContain(formatDate(date));
        }
        // The clocks really change there: the local hour jumps by two across that minute, not by one.
        const before = Number(hourIn(change - 60_000));
        const after = Number(hourIn(change));
        expect((after - before + 24) % 24).toBe(month === 2 ? 2 : 0);
      }
  });
});

describe('formatDateTime', () => {
  it("writes the day, the month in words, the year and Madrid's time of day, in Spanish", () => {
    // ICU writes '… de 2026 a las 13:00' (older versions put a comma instead).
    expect(formatDateTime('2026-11-22T12:00:00Z')).toMatch(/^22 de noviembre de 2026(,| a las) 13:00$/);
    expect(formatDateTime('2026-07-14T22:30:00Z')).toMatch(/^15 de julio de 2026(,| a las) 00:30$/);
  });
});

describe('projectTitle', () => {
  it('is the first 60 characters of the description, with an ellipsis when cut', () => {
    expect(projectTitle({ description: 'a'.repeat(61), city: 'Madrid' })).toBe(`${'a'.repeat(60)}...`);
    expect(projectTitle({ description: 'Cambiar el plato de ducha', city: 'Madrid' })).toBe(
      'Cambiar el plato de ducha',
    );
  });

  it("is 'Reforma en {city}' without a description", () => {
    expect(projectTitle({ description: null, city: 'Cádiz' })).toBe('Reforma en Cádiz');
    expect(projectTitle({ description: '   ', city: 'Cádiz' })).toBe('Reforma en Cádiz');
  });
});

describe('telHref', () => {
  it('dials a phone, keeping only its digits and a leading +', () => {
    expect(telHref('+34 600 123 456')).toBe('tel:+34600123456');
    expect(telHref('600-12-34-56')).toBe('tel:600123456');
    expect(telHref(' (+34) 600.123.456 ')).toBe('tel:34600123456');
  });
  it('keeps a + only at the start', () => {
    expect(telHref('600+123+456')).toBe('tel:600123456');
  });
});

describe('websiteHref', () => {
  it('adds https:// when the scheme is missing', () => {
    expect(websiteHref('obras-garcia.es')).toBe('https://obras-garcia.es/');
    expect(websiteHref('www.obras.es:8080/contacto')).toBe('https://www.obras.es:8080/contacto');
  });
  it('keeps http and https addresses', () => {
    expect(websiteHref('http://obras.es')).toBe('http://obras.es/');
    expect(websiteHref(' https://obras.es/a?b=1 ')).toBe('https://obras.es/a?b=1');
  });
  it('refuses other schemes and empty values', () => {
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('data:text/html,hola')).toBeNull();
    expect(websiteHref('mailto:a@b.es')).toBeNull();
    expect(websiteHref('   ')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });
});

describe('formatRating', () => {
  it.each([
    [4.5, '4,5'],
    [4, '4,0'],
    [3.67, '3,7'],
    [5, '5,0'],
  ])('%p -> %p', (average, text) => {
    expect(formatRating(average)).toBe(text);
  });
});

describe('quote amounts', () => {
  it('formats cents the Spanish way, grouped from the thousands', () => {
    expect(formatCents(123456)).toBe('1.234,56\u00a0€');
    expect(formatCents(5000)).toBe('50,00\u00a0€');
    expect(formatCents(121_000_000)).toBe('1.210.000,00\u00a0€');
  });

  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234.56', 123456],
    ['1234.5', 123450],
    ['1.234', 123400],
    ['1 234 €', 123400],
    ['0,50', 50],
    ['850', 85000],
  ])('reads %s as %i cents', (text, expected) => {
    expect(parseEurosToCents(text)).toBe(expected);
  });

  it.each(['', 'abc', '1,234', '12,345', '1.2.3', '-5', '10,555'])('refuses %s', (text) => {
    expect(parseEurosToCents(text)).toBeNaN();
  });

  it('writes cents back for editing', () => {
    expect(centsToEurosText(123456)).toBe('1234,56');
    expect(centsToEurosText(5000)).toBe('50');
    expect(centsToEurosText(5005)).toBe('50,05');
  });
});
