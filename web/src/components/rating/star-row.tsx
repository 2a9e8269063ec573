import { cn } from '@/lib/utils';

/** A five-pointed star in a 24-unit box, and its left half (the half of a half star that is filled). */
const STAR = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z';
const LEFT_HALF = 'M12 2v15.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z';

const FILLED = 'fill-amber-400 stroke-amber-400';
const EMPTY = 'stroke-zinc-300';

type StarRowProps = {
  /** How many stars are filled, 0 to 5 in halves. */
  stars: number;
  /** What the row says to a screen reader ("4 out of 5 stars"). */
  label: string;
  size?: 'sm' | 'md';
  className?: string;
};

/**
 * Five stars, filled up to `stars` (a half star is an outline with its left half filled), drawn as one small SVG:
 * a review list and a page of shop cards show dozens of rows, and five icons each made their HTML several times
 * larger (and slower for the gateway to render) than the rest of a review.
 */
export function StarRow({ stars, label, size = 'sm', className }: StarRowProps) {
  return (
    <svg
      viewBox="0 0 120 24"
      fill="none"
      strokeWidth={2}
      strokeLinejoin="round"
      role="img"
      aria-label={label}
      className={cn('shrink-0', size === 'sm' ? 'h-4 w-20' : 'h-5 w-25', className)}
    >
      {[0, 1, 2, 3, 4].map((position) => {
        const transform = position > 0 ? `translate(${position * 24})` : undefined;
        if (stars >= position + 1) return <path key={position} d={STAR} transform={transform} className={FILLED} />;
        const star = <path key={position} d={STAR} transform={transform} className={EMPTY} />;
        if (stars < position + 0.5) return star;
        return [star, <path key={`${position}-half`} d={LEFT_HALF} transform={transform} className={FILLED} />];
      })}
    </svg>
  );
}
