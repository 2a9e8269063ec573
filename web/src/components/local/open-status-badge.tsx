import { Clock } from 'lucide-react';

import type { OpenStatus } from '@app/contracts';

import { cn } from '@/lib/utils';

import { DAY_SHORT, formatTime } from './local-format';

type OpenStatusBadgeProps = {
  openStatus: OpenStatus;
  hasHours: boolean;
  className?: string;
};

/** "Open now · closes 18:00", "Closed · opens Mon 09:00" or "Hours not listed" (issue 14). */
export function openStatusText(openStatus: OpenStatus, hasHours: boolean): string {
  if (!hasHours) return 'Hours not listed';
  if (openStatus.isOpenNow) return openStatus.closesAt ? `Open now · closes ${openStatus.closesAt}` : 'Open now';
  if (openStatus.opensAt)
    return `Closed · opens ${DAY_SHORT[openStatus.opensAt.day]} ${formatTime(openStatus.opensAt.time)}`;
  return 'Closed';
}

export function OpenStatusBadge({ openStatus, hasHours, className }: OpenStatusBadgeProps) {
  const open = hasHours && openStatus.isOpenNow;
  return (
    <span
      data-testid="open-status"
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        open ? 'bg-emerald-100 text-emerald-900' : 'bg-zinc-100 text-zinc-800',
        className,
      )}
    >
      <Clock className="size-3.5" aria-hidden="true" />
      {openStatusText(openStatus, hasHours)}
    </span>
  );
}
