import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

import type { FavoriteShopResponse } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useFavoriteShops } from '../api/get-favorite-shops';

const SKELETON_CARDS = 6;
const gridClassName = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

type FavoritesViewProps = {
  /** The shop card (the shops feature's, composed by the route). */
  renderShop: (shop: FavoriteShopResponse) => ReactNode;
  renderSkeleton: () => ReactNode;
};

/** /favorites' body (spec section 2): six skeletons, 'No favorites yet' with 'Browse Shops', or the saved shops. */
export function FavoritesView({ renderShop, renderSkeleton }: FavoritesViewProps) {
  const query = useFavoriteShops();

  if (query.isPending) {
    return (
      <ul className={gridClassName} aria-busy="true" aria-label="Loading favorites">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>{renderSkeleton()}</li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <div className="rounded-xl border border-dashed p-10 text-center">
        <p className="font-medium">We couldn't load your favorites.</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed p-10 text-center">
        <Heart className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="mt-3 text-lg font-semibold">No favorites yet</p>
        <p className="mt-1 text-muted-foreground">Save the shops you love and find them here.</p>
        <Button asChild className="mt-4">
          <Link href={paths.browseShops.getHref()}>Browse Shops</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className={gridClassName} aria-label="Favorite shops">
      {query.data.map((shop) => (
        <li key={shop.id}>{renderShop(shop)}</li>
      ))}
    </ul>
  );
}
