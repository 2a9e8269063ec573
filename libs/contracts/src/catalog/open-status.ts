import { partsAtMinute } from './parts-at-minute';
import { OpenStatus, OpeningInterval, WEEK_DAYS, WeekDay } from './local.schema';

/** The day of the week and the wall-clock time 'HH:MM' of an instant in a time zone (daylight saving included). */
export function localWeekTime(instant: Date, timeZone: string): { day: WeekDay; time: string } {
  const parts = partsAtMinute(
    'en-GB',
    { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    instant,
  );
  const day = (parts.weekday ?? '').slice(0, 3).toLowerCase() as WeekDay;
  return { day, time: `${parts.hour ?? ''}:${parts.minute ?? ''}` };
}

function dayAfter(day: WeekDay, days: number): WeekDay {
  return WEEK_DAYS[(WEEK_DAYS.indexOf(day) + days) % 7];
}

/** Whether an interval holds a wall-clock time: opens <= time < closes ('24:00' sorts after every time). */
export function intervalHolds(interval: OpeningInterval, day: WeekDay, time: string): boolean {
  return interval.day === day && interval.opens <= time && time < interval.closes;
}

/**
 * Open or closed at an instant in the shop's time zone, when it closes (an interval to 24:00 followed by one from
 * 00:00 the next day runs on) or when it next opens. A shop with no hours is never open.
 */
export function openStatusAt(hours: OpeningInterval[], instant: Date, timeZone: string): OpenStatus {
  const { day: today, time } = localWeekTime(instant, timeZone);
  const current = hours.find((interval) => intervalHolds(interval, today, time));
  if (current) {
    let closes = current.closes;
    let day = today;
    for (let step = 0; step < 7 && closes === '24:00'; step += 1) {
      day = dayAfter(day, 1);
      const next = hours.find((interval) => interval.day === day && interval.opens === '00:00');
      if (!next) break;
      closes = next.closes;
    }
    return { isOpenNow: true, today, closesAt: closes === '24:00' ? '00:00' : closes, opensAt: null };
  }
  for (let offset = 0; offset <= 7; offset += 1) {
    const day = dayAfter(today, offset);
    const candidates = hours
      .filter((interval) => interval.day === day)
      .filter((interval) => (offset === 0 ? interval.opens > time : offset === 7 ? interval.opens <= time : true))
      .sort((a, b) => a.opens.localeCompare(b.opens));
    if (candidates.length > 0)
      return { isOpenNow: false, today, closesAt: null, opensAt: { day, time: candidates[0].opens } };
  }
  return { isOpenNow: false, today, closesAt: null, opensAt: null };
}
