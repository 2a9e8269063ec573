import { partsAtMinute } from './parts-at-minute';

const OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: 'Europe/Dublin',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

function directParts(instant: Date, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of new Intl.DateTimeFormat('en-GB', options).formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

describe('partsAtMinute', () => {
  it('gives what a new formatter gives, across a year and both daylight-saving changes', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let step = 0; step < 2_000; step += 1) {
      // 4 h 23 min 17 s apart: every hour of the day and every second within a minute come round.
      const instant = new Date(start + step * 15_797_000);
      expect(partsAtMinute('en-GB', OPTIONS, instant)).toEqual(directParts(instant, OPTIONS));
    }
  });

  it('is exact on each side of a daylight-saving change within the same hour', () => {
    const beforeChange = new Date('2026-03-29T00:59:30Z');
    const afterChange = new Date('2026-03-29T01:00:10Z');
    expect(partsAtMinute('en-GB', OPTIONS, beforeChange)).toMatchObject({ hour: '00', minute: '59' });
    expect(partsAtMinute('en-GB', OPTIONS, afterChange)).toMatchObject({ hour: '02', minute: '00' });
  });

  it('keeps the time zones apart', () => {
    const instant = new Date('2026-07-01T12:00:00Z');
    expect(partsAtMinute('en-GB', { ...OPTIONS, timeZone: 'Asia/Tokyo' }, instant).hour).toBe('21');
    expect(partsAtMinute('en-GB', OPTIONS, instant).hour).toBe('13');
  });
});
