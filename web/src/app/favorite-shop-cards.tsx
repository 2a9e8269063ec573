import { useCategories } from '@/features/categories/api/get-categories';
import { FavoritesView } from '@/features/reviews/components/favorites-view';
import { ShopCard, ShopCardSkeleton } from '@/features/shops/components/shop-card';

import { useRouteFavoriteHearts } from './favorite-hearts';

/**
 * The saved shops as shop cards with their hearts (/favorites and a customer's dashboard), composed from the
 * reviews, shops and categories features. A saved shop whose category name reviews does not know takes it from
 * /api/categories.
 */
export function FavoriteShopCards() {
  const categories = useCategories();
  const { renderFavorite } = useRouteFavoriteHearts();
  return (
    <FavoritesView
      renderSkeleton={() => <ShopCardSkeleton />}
      renderShop={(shop) => (
        <ShopCard
          shop={{
            ...shop,
            category: shop.category ?? categories.data?.find((category) => category.id === shop.categoryId) ?? null,
          }}
          favoriteSlot={renderFavorite?.(shop.id)}
        />
      )}
    />
  );
}
