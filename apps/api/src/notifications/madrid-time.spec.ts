import { madridToday } from './madrid-time';

describe('madridToday', () => {
  it("places 08:00 of Madrid at 07:00 UTC in winter and 06:00 UTC in summer, on Madrid's date", () => {
    expect(madridToday(new Date('2026-01-15T12:00:00Z'), '08:00')).toEqual({
      day: '2026-01-15',
      instant: new Date('2026-01-15T07:00:00Z'),
    });
    // 23:30 UTC in July is already the 16th in Madrid.
    expect(madridToday(new Date('2026-07-15T23:30:00Z'), '08:00')).toEqual({
      day: '2026-07-16',
      instant: new Date('2026-07-16T06:00:00Z'),
    });
  });
});
