import { MapPin } from 'lucide-react';

import { cn } from '@/lib/utils';

import { formatDistance } from './local-format';

type LocationLineProps = {
  location: string;
  /** From the searcher's place (issue 14), when the list was searched near one. */
  distanceKm?: number;
  /** A paragraph of its own on a shop card, a line of the shop block on a product card. */
  as?: 'p' | 'span';
  className?: string;
};

/** A card's pin and place, with the distance at the end of the line when there is one. */
export function LocationLine({ location, distanceKm, as: Line = 'p', className }: LocationLineProps) {
  return (
    <Line className={cn('flex items-center gap-1.5', className)}>
      <MapPin className="size-4 shrink-0" aria-hidden="true" />
      {location}
      {distanceKm !== undefined && (
        <span className="ml-auto font-medium text-foreground" data-testid="distance">
          {formatDistance(distanceKm)}
        </span>
      )}
    </Line>
  );
}
