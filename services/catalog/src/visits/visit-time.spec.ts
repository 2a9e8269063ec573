import { isoWeek, visitTimeParts } from './visit-time';

describe(visitTimeParts.name, () => {
  it('takes the calendar date in the configured time zone', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in Dublin (summer time).
    expect(visitTimeParts(new Date('2025-06-30T23:30:00Z'), 'Europe/Dublin')).toEqual({
      year: 2025,
      month: 7,
      week: 27,
      day: 1,
    });
    expect(visitTimeParts(new Date('2025-06-30T23:30:00Z'), 'UTC')).toMatchObject({ month: 6, day: 30 });
  });
});

describe(isoWeek.name, () => {
  it.each([
    [2021, 1, 3, 53],
    [2021, 1, 4, 1],
    [2024, 12, 30, 1],
    [2025, 3, 15, 11],
  ])('puts %i-%i-%i in week %i', (year, month, day, week) => {
    expect(isoWeek(year, month, day)).toBe(week);
  });
});
