// The daily digest goes out at an hour of Madrid, whatever the server's time zone (Intl knows its summer time).

/** `at` ('HH:MM') today in Madrid, as an instant; and today's date there (the digest's key). */
export function madridToday(now: Date, at: string): { day: string; instant: Date } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = at.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // Madrid's offset from UTC at that moment (1 h in winter, 2 h in summer), read back through Intl.
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(guess))
      .map((p) => [p.type, p.value]),
  );
  const field = (name: string) => Number(parts[name] ?? 0);
  const local = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'));
  return { day, instant: new Date(guess - (local - guess)) };
}
