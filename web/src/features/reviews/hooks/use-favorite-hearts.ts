import { useState } from 'react';

import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';

import { useFavoriteShops } from '../api/get-favorite-shops';
import { useToggleFavorite } from '../api/toggle-favorite';

type FavoriteHeartsOptions = {
  /** A signed-in customer or an active guest session: favourites can be read and saved now. */
  canSave: boolean;
  /** Neither: the route asks for guest identification ('Save to Favorites') and then calls `resume`. */
  onNeedIdentity: () => void;
};

export type FavoriteHearts = {
  isSaved: (shopId: number) => boolean;
  isBusy: (shopId: number) => boolean;
  toggle: (shopId: number) => void;
  /** Saves the shop whose heart was pressed before the guest session existed. */
  resume: () => void;
};

/** The hearts of a page of shops: which are saved, and saving or forgetting one. */
export function useFavoriteHearts({ canSave, onNeedIdentity }: FavoriteHeartsOptions): FavoriteHearts {
  const favorites = useFavoriteShops({ enabled: canSave });
  const toggleFavorite = useToggleFavorite();
  const [waiting, setWaiting] = useState<number | null>(null);
  const saved = new Set((favorites.data ?? []).map((shop) => shop.id));

  const run = (shopId: number, save: boolean) =>
    toggleFavorite.mutate(
      { shopId, save },
      {
        onSuccess: () =>
          toast({
            title: save ? 'Saved to favorites' : 'Removed from favorites',
            description: save ? 'You can find this shop on your favorites page.' : undefined,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: getErrorMessage(error, 'Failed to update your favorites. Please try again.'),
          }),
      },
    );

  return {
    isSaved: (shopId) => saved.has(shopId),
    isBusy: (shopId) => toggleFavorite.isPending && toggleFavorite.variables?.shopId === shopId,
    toggle: (shopId) => {
      if (!canSave) {
        setWaiting(shopId);
        onNeedIdentity();
        return;
      }
      run(shopId, !saved.has(shopId));
    },
    resume: () => {
      if (waiting === null) return;
      setWaiting(null);
      run(waiting, true);
    },
  };
}
