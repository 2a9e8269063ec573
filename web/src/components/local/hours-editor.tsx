import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';

import { openingHoursSchema, WEEK_DAYS, type OpeningInterval, type WeekDay } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

import { DAY_NAMES } from './local-format';

type HoursEditorProps = {
  value: readonly OpeningInterval[];
  onChange: (hours: OpeningInterval[]) => void;
};

const selectClassName =
  'h-9 rounded-md border bg-background px-2 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The next interval to add: the day after the last one, with its hours (or 09:00 to 17:30). */
function nextInterval(hours: readonly OpeningInterval[]): OpeningInterval {
  const last = hours.at(-1);
  if (!last) return { day: 'mon', opens: '09:00', closes: '17:30' };
  const day = WEEK_DAYS[Math.min(WEEK_DAYS.indexOf(last.day) + 1, WEEK_DAYS.length - 1)];
  return { day, opens: last.opens, closes: last.closes };
}

/**
 * The week's opening hours as a list of intervals (several a day allowed; closes may be 24:00). Checked with the
 * shared openingHoursSchema as the person types, so the message is the server's. Reused by every shop form.
 */
export function HoursEditor({ value, onChange }: HoursEditorProps) {
  const id = useId();
  const problem = value.length > 0 ? openingHoursSchema.safeParse(value).error?.issues[0]?.message : undefined;
  const update = (index: number, patch: Partial<OpeningInterval>) =>
    onChange(value.map((interval, at) => (at === index ? { ...interval, ...patch } : interval)));

  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Opening hours</legend>
      {value.length === 0 && (
        <p className="text-sm text-muted-foreground">No hours yet: the shop shows "Hours not listed".</p>
      )}
      <ul className="grid gap-2">
        {value.map((interval, index) => {
          const row = `${id}-${index}`;
          return (
            <li key={index} className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1">
                <label htmlFor={`${row}-day`} className="text-xs text-muted-foreground">
                  Day
                </label>
                <select
                  id={`${row}-day`}
                  className={selectClassName}
                  value={interval.day}
                  onChange={(event) => update(index, { day: event.target.value as WeekDay })}
                >
                  {WEEK_DAYS.map((day) => (
                    <option key={day} value={day}>
                      {DAY_NAMES[day]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid gap-1">
                <label htmlFor={`${row}-opens`} className="text-xs text-muted-foreground">
                  Opens (HH:MM)
                </label>
                <Input
                  id={`${row}-opens`}
                  className="h-9 w-24"
                  inputMode="numeric"
                  value={interval.opens}
                  onChange={(event) => update(index, { opens: event.target.value.trim() })}
                />
              </div>
              <div className="grid gap-1">
                <label htmlFor={`${row}-closes`} className="text-xs text-muted-foreground">
                  Closes (HH:MM)
                </label>
                <Input
                  id={`${row}-closes`}
                  className="h-9 w-24"
                  inputMode="numeric"
                  value={interval.closes}
                  onChange={(event) => update(index, { closes: event.target.value.trim() })}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${DAY_NAMES[interval.day]} ${interval.opens} to ${interval.closes}`}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {problem}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange([...value, nextInterval(value)])}
      >
        <Plus aria-hidden="true" />
        Add opening hours
      </Button>
    </fieldset>
  );
}
