import { RATING_STARS, type RatingBreakdown as Breakdown } from '@app/contracts';

/**
 * The bars under a shop's reviews: how many visible reviews have five stars, four and so on, each bar the share of
 * all of them. Nothing shows before the first review.
 */
export function RatingBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const total = RATING_STARS.reduce((sum, star) => sum + breakdown[star], 0);
  if (total === 0) return null;
  return (
    <ul className="grid gap-1.5 text-sm" aria-label="Rating breakdown">
      {[...RATING_STARS].reverse().map((star) => {
        const count = breakdown[star];
        const label = `${star} ${star === '1' ? 'star' : 'stars'}`;
        return (
          <li
            key={star}
            className="grid grid-cols-[4rem_1fr_2.5rem] items-center gap-3"
            aria-label={`${label}: ${count} ${count === 1 ? 'review' : 'reviews'}`}
          >
            <span className="text-muted-foreground" aria-hidden="true">
              {label}
            </span>
            <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-amber-400"
                style={{ width: `${Math.round((count / total) * 100)}%` }}
              />
            </span>
            <span className="text-right tabular-nums" aria-hidden="true">
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
