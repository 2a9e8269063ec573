import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` on the first render, then all of them in a transition. React renders
 * a transition in slices and yields to the browser between them, so a long list arriving while the page loads
 * does not block input in one long task; the first screenful still shows at once.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [shown, setShown] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (shown >= total) return;
    startTransition(() => setShown(total));
  }, [shown, total]);
  return Math.min(shown, total);
}
