import { useEffect } from 'react';
import { useLocation } from 'wouter';

import { ContentLayout } from '@/components/layout/content-layout';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { SIGNED_OUT_REDIRECT_MS } from '@/features/auth/lib/redirects';

import { FavoriteShopCards } from '../favorite-shop-cards';

/**
 * /favorites (spec section 2): logged-in customers only, others go to /customer-auth; 'My Favorites', six skeletons,
 * 'No favorites yet' with 'Browse Shops', or the saved shops as cards with their hearts.
 */
export function FavoritesRoute() {
  const { isLoading, isCustomer } = useAuth();
  const [, navigate] = useLocation();
  const signedOut = !isLoading && !isCustomer;

  useEffect(() => {
    if (!signedOut) return;
    const timer = setTimeout(() => navigate(paths.customerAuth.getHref()), SIGNED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedOut, navigate]);

  return (
    <ContentLayout title="My Favorites" description="Shops you've saved for later">
      {isCustomer && <FavoriteShopCards />}
    </ContentLayout>
  );
}
