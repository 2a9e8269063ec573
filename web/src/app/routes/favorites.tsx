import { useEffect } from 'react';
import { useLocation } from 'wouter';

import { ContentLayout } from '@/components/layout/content-layout';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { SIGNED_OUT_REDIRECT_MS } from '@/features/auth/lib/redirects';
import { useCategories } from '@/features/categories/api/get-categories';
import { FavoritesView } from '@/features/reviews/components/favorites-view';
import { ShopCard, ShopCardSkeleton } from '@/features/shops/components/shop-card';

import { useRouteFavoriteHearts } from '../favorite-hearts';

/**
 * /favorites (spec section 2): logged-in customers only, others go to /customer-auth; 'My Favorites', six skeletons,
 * 'No favorites yet' with 'Browse Shops', or the saved shops as cards with their hearts.
 */
export function FavoritesRoute() {
  const { isLoading, isCustomer } = useAuth();
  const [, navigate] = useLocation();
  const categories = useCategories();
  const { renderFavorite } = useRouteFavoriteHearts();
  const signedOut = !isLoading && !isCustomer;

  useEffect(() => {
    if (!signedOut) return;
    const timer = setTimeout(() => navigate(paths.customerAuth.getHref()), SIGNED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedOut, navigate]);

  return (
    <ContentLayout title="My Favorites" description="Shops you've saved for later">
      {isCustomer && (
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
      )}
    </ContentLayout>
  );
}
