import { WEEK_DAYS, type OpeningInterval, type WeekDay } from '@app/contracts';

import { cn } from '@/lib/utils';

import { DAY_NAMES, formatTime } from './local-format';

type OpeningHoursListProps = {
  hours: readonly OpeningInterval[];
  /** Today in the shop's time zone (from the shop's openStatus). */
  today: WeekDay;
};

/** The week's hours, one row a day, today marked in bold and for screen readers. */
export function OpeningHoursList({ hours, today }: OpeningHoursListProps) {
  if (hours.length === 0) return <p className="text-muted-foreground">Hours not listed</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm" aria-label="Opening hours">
      {WEEK_DAYS.map((day) => {
        const intervals = hours.filter((interval) => interval.day === day);
        const isToday = day === today;
        return (
          <div key={day} className={cn('contents', isToday && 'font-semibold')} data-today={isToday || undefined}>
            <dt>
              {DAY_NAMES[day]}
              {isToday && <span className="ml-1 text-xs text-primary">(today)</span>}
            </dt>
            <dd>
              {intervals.length === 0
                ? 'Closed'
                : intervals.map((interval) => `${interval.opens}–${formatTime(interval.closes)}`).join(', ')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
