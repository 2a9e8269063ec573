import type { WeekDay } from '@app/contracts';

export { DAY_NAMES } from '@app/contracts';

export const DAY_SHORT: Record<WeekDay, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** "2.3 km" on every card. */
export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km`;
}

/** "24:00" reads as midnight. */
export function formatTime(time: string): string {
  return time === '24:00' ? '00:00' : time;
}
