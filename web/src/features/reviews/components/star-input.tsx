import { Star } from 'lucide-react';
import { useState } from 'react';

import { cn } from '@/lib/utils';

type StarInputProps = {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
};

const labels = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** Five stars to choose a rating of 1 to 5 (spec section 3: Review rating 1 to 5). */
export function StarInput({ value, onChange, disabled }: StarInputProps) {
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <div className="flex flex-col items-center gap-2">
      <div role="radiogroup" aria-label="Your rating" className="flex gap-1" onMouseLeave={() => setHovered(0)}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <button
            key={stars}
            type="button"
            role="radio"
            aria-checked={value === stars}
            aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
            disabled={disabled}
            onClick={() => onChange(stars)}
            onMouseEnter={() => setHovered(stars)}
            className="rounded-md p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
          >
            <Star
              className={cn('size-8 transition', shown >= stars ? 'fill-amber-400 text-amber-400' : 'text-zinc-300')}
              aria-hidden="true"
            />
          </button>
        ))}
      </div>
      <p className="h-5 text-sm text-muted-foreground" aria-live="polite">
        {shown > 0 ? labels[shown - 1] : 'Choose from 1 to 5 stars'}
      </p>
    </div>
  );
}
