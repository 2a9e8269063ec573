import { openingHoursSchema } from './local.schema';
import { localWeekTime, openStatusAt } from './open-status';

const HOURS = openingHoursSchema.parse([
  { day: 'sat', opens: '00:00', closes: '02:00' },
  { day: 'fri', opens: '18:00', closes: '24:00' },
  { day: 'mon', opens: '09:00', closes: '18:00' },
]);

describe(openStatusAt.name, () => {
  it('sorts the week and runs Friday evening on past midnight', () => {
    expect(HOURS.map((interval) => interval.day)).toEqual(['mon', 'fri', 'sat']);
    expect(openStatusAt(HOURS, new Date('2025-01-10T23:00:00Z'), 'Europe/Dublin')).toEqual({
      isOpenNow: true,
      today: 'fri',
      closesAt: '02:00',
      opensAt: null,
    });
  });

  it('names the next opening a week ahead when today has passed', () => {
    expect(openStatusAt(HOURS, new Date('2025-01-06T19:00:00Z'), 'Europe/Dublin').opensAt).toEqual({
      day: 'fri',
      time: '18:00',
    });
  });

  it('is never open without hours', () => {
    expect(openStatusAt([], new Date(), 'Europe/Dublin')).toMatchObject({ isOpenNow: false, opensAt: null });
  });

  it('reads the wall clock of the zone, summer time included', () => {
    expect(localWeekTime(new Date('2025-07-07T08:30:00Z'), 'Europe/Dublin')).toEqual({ day: 'mon', time: '09:30' });
    expect(localWeekTime(new Date('2025-07-07T08:30:00Z'), 'Africa/Lagos')).toEqual({ day: 'mon', time: '09:30' });
    expect(localWeekTime(new Date('2025-01-06T23:30:00Z'), 'Africa/Lagos')).toEqual({ day: 'tue', time: '00:30' });
  });
});
