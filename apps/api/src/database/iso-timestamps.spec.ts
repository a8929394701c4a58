import { types } from 'pg';
import { isoFromTimestamptz } from './iso-timestamps';

const viaDate = (text: string) =>
  (types.getTypeParser(1184, 'text') as (t: string) => Date)(text).toISOString();

describe('isoFromTimestamptz', () => {
  it.each([
    ['2026-11-24 02:43:10.123456+00', '2026-11-24T02:43:10.123Z'],
    ['2026-11-24 02:43:10.5+00', '2026-11-24T02:43:10.500Z'],
    ['2026-11-24 02:43:10+00', '2026-11-24T02:43:10.000Z'],
    ['2026-01-02 00:00:00.0009+00', '2026-01-02T00:00:00.000Z'],
  ])('%s in UTC -> %s', (text, iso) => {
    expect(isoFromTimestamptz(text)).toBe(iso);
  });

  it('agrees with pg and Date for every length of fraction PostgreSQL writes', () => {
    for (const fraction of ['', '.1', '.12', '.123', '.1234', '.12345', '.999999', '.000001']) {
      const text = `2026-02-28 23:59:59${fraction}+00`;
      expect(isoFromTimestamptz(text)).toBe(viaDate(text));
    }
  });

  it('reads other offsets as pg does', () => {
    for (const text of ['2026-11-24 03:43:10.25+01', '2026-11-23 21:13:10-05:30']) {
      expect(isoFromTimestamptz(text)).toBe(viaDate(text));
      expect(isoFromTimestamptz(text)).toMatch(/^2026-11-24T02:43:10\.\d{3}Z$/);
    }
  });
});
