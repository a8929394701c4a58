// Spanish formatters (docs/product.md, "Relative dates"). Intl does the wording; we pick the unit.

/**
 * An Intl formatter made on its first use. Each costs milliseconds to make (its locale's data is loaded then): made
 * at import, the seven here ran in the task that starts every page, about 40 ms of a phone's blocking time on pages
 * that format nothing.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const rtf = onFirstUse(() => new Intl.RelativeTimeFormat('es', { numeric: 'always' }));
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY; // months count as 30 days
const YEAR = 12 * MONTH;

/** 'hace menos de un minuto', 'hace 5 minutos', 'hace 1 hora', ..., 'hace 2 años'. */
export function formatRelativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  const seconds = Math.max(0, Math.floor((Number(now) - then) / 1000));
  if (seconds < MINUTE) return 'hace menos de un minuto';
  if (seconds < HOUR) return rtf().format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return rtf().format(-Math.floor(seconds / HOUR), 'hour');
  if (seconds < MONTH) return rtf().format(-Math.floor(seconds / DAY), 'day');
  if (seconds < YEAR) return rtf().format(-Math.floor(seconds / MONTH), 'month');
  return rtf().format(-Math.floor(seconds / YEAR), 'year');
}

/** A wait, rounded up: 'dentro de 40 segundos', 'dentro de 3 minutos', 'dentro de 5 horas'. */
export function formatWait(seconds: number): string {
  if (seconds < MINUTE) return rtf().format(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < HOUR) return rtf().format(Math.ceil(seconds / MINUTE), 'minute');
  return rtf().format(Math.ceil(seconds / HOUR), 'hour');
}

/**
 * A provider's median time to a first reply in the chat: under an hour, 'unas {n} horas' below a day,
 * '{n} días' beyond. Rounded to the nearest unit; a median that rounds to 24 hours reads as a day.
 */
export function responseTimeText(minutes: number): string {
  if (minutes < 60) return 'Suele responder en menos de 1 hora';
  const hours = Math.round(minutes / 60);
  if (hours < 24)
    return hours === 1
      ? 'Suele responder en aproximadamente 1 hora'
      : `Suele responder en unas ${hours} horas`;
  const days = Math.round(minutes / (24 * 60));
  return days === 1 ? 'Suele responder en 1 día' : `Suele responder en ${days} días`;
}

/** Whole-number digits grouped in thousands with dots, as es-ES writes them: from five digits on (1234, 12.345). */
function groupThousands(digits: string): string {
  return digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/**
 * 12345 -> '12.345 €', rounded to the euro: what Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR',
 * maximumFractionDigits: 0 }) writes (format.spec.ts compares them). Written here, like formatDate and formatRating,
 * because the page's first Intl formatter costs about 40 ms in the hydration of a request's page on a phone.
 */
export function formatEuros(amount: number): string {
  const rounded = Math.round(Math.abs(amount));
  return `${amount < 0 && rounded > 0 ? '-' : ''}${groupThousands(String(rounded))}\u00a0€`;
}

// Grouped from the thousands ('1.234,56 €'): Spanish Intl leaves four-digit amounts ungrouped by default.
const cents = onFirstUse(
  () => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' }),
);
/** An amount in euro cents, as a written quote shows it: 123456 -> '1.234,56 €'. */
export function formatCents(amountCents: number): string {
  return cents().format(amountCents / 100);
}

/**
 * Euros as a person types them, with a comma or a dot for the cents and dots or spaces for the thousands
 * ('1.234,56', '1234.5', '1 234', '850 €'), in cents; NaN when it is not an amount with at most two decimals.
 */
export function parseEurosToCents(text: string): number {
  const plain = text.replace(/[\s\u00a0€]/g, '');
  if (!/^\d[\d.,]*$/.test(plain)) return NaN;
  const lastSeparator = Math.max(plain.lastIndexOf(','), plain.lastIndexOf('.'));
  let whole = plain;
  let decimals = '';
  // The last separator is the decimal one when two or fewer digits follow it, or when it is a comma; a dot followed
  // by three digits ('1.234') groups thousands.
  if (lastSeparator >= 0) {
    const after = plain.slice(lastSeparator + 1);
    if (plain[lastSeparator] === ',' || after.length <= 2) {
      whole = plain.slice(0, lastSeparator);
      decimals = after;
    }
  }
  if (/[,]/.test(whole) || !/^\d{1,3}(\.\d{3})*$|^\d+$/.test(whole) || !/^\d{0,2}$/.test(decimals))
    return NaN;
  return Number(whole.replace(/\./g, '')) * 100 + Number(decimals.padEnd(2, '0') || 0);
}

/** Cents as the quote form shows them back for editing: 123456 -> '1234,56', 5000 -> '50'. */
export function centsToEurosText(amountCents: number): string {
  const euros = Math.floor(amountCents / 100);
  const rest = amountCents % 100;
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, '0')}`;
}

/**
 * A rating average to one decimal with the Spanish comma: 4.5 -> '4,5', 4 -> '4,0' (the database already rounds
 * it to one decimal; a professional's page formatted it with Intl, its first formatter, about 45 ms on a phone).
 */
export function formatRating(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1).replace('.', ',');
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
// Dates and times are written in Spain's peninsular time (Europe/Madrid), on the server and in every browser alike:
// a page drawn on the server then hydrates with the same text whatever the visitor's own time zone (with the
// runtime's zone, a request published at 23:30 UTC read '29' on the server and '30' in a browser in Madrid, and
// React redrew the page). The Canary Islands, an hour behind, read the peninsula's time, as most Spanish sites do.
const TIME_ZONE = 'Europe/Madrid';
const DAY_MS = 86_400_000;

/**
 * Minutes Madrid is ahead of UTC at `ms`: 120 (CEST) from the last Sunday of March to the last Sunday of October,
 * both at 01:00 UTC (the EU rule since 1996), else 60 (CET). format.spec.ts checks it against Intl's zone data.
 */
function madridOffsetMinutes(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const lastSundayAt1Utc = (month: number) => {
    const lastDay = Date.UTC(year, month + 1, 0, 1);
    return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
  };
  return ms >= lastSundayAt1Utc(2) && ms < lastSundayAt1Utc(9) ? 120 : 60;
}

/**
 * '22 de noviembre de 2026', in Madrid: what Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year:
 * 'numeric', timeZone: 'Europe/Madrid' }) writes (format.spec.ts checks every month against it). Written here because
 * making the first date formatter of a page costs about 40 ms (its calendar data), inside the hydration of every
 * list that shows a date: the board's first paint on a phone waited for it.
 */
export function formatDate(date: Date | string | number): string {
  const ms = new Date(date).getTime();
  const d = new Date(ms + madridOffsetMinutes(ms) * 60_000);
  return `${d.getUTCDate()} de ${MONTHS[d.getUTCMonth()]} de ${d.getUTCFullYear()}`;
}

const timeFormat = onFirstUse(
  () => new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }),
);
/** '14:05', in Madrid. */
export function formatTime(date: Date | string | number): string {
  return timeFormat().format(new Date(date));
}

const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: TIME_ZONE,
    }),
);
/** '22 de noviembre de 2026 a las 14:05', in Madrid. */
export function formatDateTime(date: Date | string | number): string {
  return dateTimeFormat().format(new Date(date));
}

export const PROJECT_TITLE_MAX = 60;

/** A request's title: the first 60 characters of its description, or 'Reforma en {city}' without one. */
export function projectTitle(project: { description?: string | null; city: string }): string {
  const description = project.description?.trim();
  if (!description) return `Reforma en ${project.city}`;
  return description.length > PROJECT_TITLE_MAX
    ? `${description.slice(0, PROJECT_TITLE_MAX)}...`
    : description;
}

/**
 * A phone as a tel: link: its digits and a leading +. Whether to offer one is the API's answer (`canCall`), never
 * a guess from the phone's look.
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/**
 * A website as a safe link (https added when missing): 'obras.es' -> 'https://obras.es/'; anything that
 * is not http(s) once parsed (javascript:, data:, mailto:) gives null.
 */
export function websiteHref(website: string | null | undefined): string | null {
  const text = website?.trim();
  if (!text) return null;
  // A scheme is letters then ':' not followed by a digit ('obras.es:8080' is a host with a port).
  const withScheme = /^[a-z][a-z\d+.-]*:(?!\d)/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
