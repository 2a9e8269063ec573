import { Heart } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

import type { FavoriteHearts } from '../hooks/use-favorite-hearts';

/** The heart on a shop card or the shop page: filled when the shop is saved. */
export function FavoriteButton({ shopId, hearts }: { shopId: number; hearts: FavoriteHearts }) {
  const saved = hearts.isSaved(shopId);
  return (
    <Button
      type="button"
      size="icon"
      variant="secondary"
      className="relative z-10 rounded-full bg-white/90 shadow-sm hover:bg-white"
      aria-pressed={saved}
      aria-label={saved ? 'Remove from favorites' : 'Save to favorites'}
      disabled={hearts.isBusy(shopId)}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        hearts.toggle(shopId);
      }}
    >
      <Heart className={cn('size-5', saved ? 'fill-rose-500 text-rose-500' : 'text-zinc-600')} aria-hidden="true" />
    </Button>
  );
}
