import { cn } from '@/lib/utils';

import { StarRow } from './star-row';

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

  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <StarRow stars={rounded} size={size} label={value > 0 ? `Rated ${rounded} out of 5` : 'Not rated yet'} />
      <span className="text-sm text-muted-foreground">
        {value > 0 ? `${value.toFixed(1)} (${reviewCount ?? 0})` : 'No reviews'}
      </span>
    </div>
  );
}
