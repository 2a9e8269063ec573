import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

import type { FavoriteShopResponse } from '@app/contracts';

import { EmptyResults, ResultGrid } from '@/components/results/result-grid';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useFavoriteShops } from '../api/get-favorite-shops';

type FavoritesViewProps = {
  /** The shop card (the shops feature's, composed by the route). */
  renderShop: (shop: FavoriteShopResponse) => ReactNode;
  renderSkeleton: () => ReactNode;
};

/** /favorites' body (spec section 2): six skeletons, 'No favorites yet' with 'Browse Shops', or the saved shops. */
export function FavoritesView({ renderShop, renderSkeleton }: FavoritesViewProps) {
  const query = useFavoriteShops();
  return (
    <ResultGrid
      query={query}
      items={query.data ?? []}
      noun="favorites"
      listLabel="Favorite shops"
      errorText="We couldn't load your favorites."
      empty={
        <EmptyResults
          icon={Heart}
          title="No favorites yet"
          hint="Save the shops you love and find them here."
          action={
            <Button asChild className="mt-4">
              <Link href={paths.browseShops.getHref()}>Browse Shops</Link>
            </Button>
          }
        />
      }
      renderSkeleton={renderSkeleton}
      renderItem={renderShop}
      keyOf={(shop) => shop.id}
    />
  );
}
