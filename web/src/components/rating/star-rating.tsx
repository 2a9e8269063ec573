import { Star, StarHalf } from 'lucide-react';

import { cn } from '@/lib/utils';

type StarRatingProps = {
  /** The average, as a number or the API's decimal string ("4.50"). */
  rating: string | number | null | undefined;
  reviewCount?: number | null;
  className?: string;
  size?: 'sm' | 'md';
};

/** The average as a number; a missing or unreadable value is 0 (no rating). */
export function toRating(rating: string | number | null | undefined): number {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating ?? '');
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 5) : 0;
}

/**
 * Five stars filled to the average rounded to the nearest half, then 'No reviews' when there is no rating, otherwise
 * the average with one decimal and '(count)' (spec section 2, Star display).
 */
export function StarRating({ rating, reviewCount, className, size = 'sm' }: StarRatingProps) {
  const value = toRating(rating);
  const rounded = Math.round(value * 2) / 2;
  const iconSize = size === 'sm' ? 'size-4' : 'size-5';

  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <span
        className="flex items-center"
        role="img"
        aria-label={value > 0 ? `Rated ${rounded} out of 5` : 'Not rated yet'}
      >
        {[1, 2, 3, 4, 5].map((position) => {
          if (rounded >= position) {
            return <Star key={position} className={cn(iconSize, 'fill-amber-400 text-amber-400')} aria-hidden="true" />;
          }
          if (rounded === position - 0.5) {
            return (
              <span key={position} className={cn('relative', iconSize)}>
                <Star className={cn(iconSize, 'absolute inset-0 text-zinc-300')} aria-hidden="true" />
                <StarHalf
                  className={cn(iconSize, 'absolute inset-0 fill-amber-400 text-amber-400')}
                  aria-hidden="true"
                />
              </span>
            );
          }
          return <Star key={position} className={cn(iconSize, 'text-zinc-300')} aria-hidden="true" />;
        })}
      </span>
      <span className="text-sm text-muted-foreground">
        {value > 0 ? `${value.toFixed(1)} (${reviewCount ?? 0})` : 'No reviews'}
      </span>
    </div>
  );
}
