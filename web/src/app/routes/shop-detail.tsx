import { lazy, Suspense } from 'react';
import type { RouteComponentProps } from 'wouter';

import { useAuth } from '@/features/auth/hooks/use-auth';
import { ShopReviews } from '@/features/reviews/components/shop-reviews';
import { useShopRating } from '@/features/reviews/hooks/use-shop-rating';
import { useShop } from '@/features/shops/api/get-shop';
import { ShopDetail } from '@/features/shops/components/shop-detail';

import { useRouteFavoriteHearts } from '../favorite-hearts';

// The rating dialogs are closed on arrival: they load after the page instead of with it.
const ShopRatingDialogs = lazy(() =>
  import('@/features/reviews/components/shop-rating-dialogs').then((module) => ({
    default: module.ShopRatingDialogs,
  })),
);

function ShopPage({ shopId }: { shopId: string }) {
  const { isAuthenticated, isLoading, shopOwner } = useAuth();
  const shop = useShop(shopId);
  const isShopsOwner = shop.data !== undefined && shopOwner !== null && shop.data.ownerId === shopOwner.id;
  const rating = useShopRating({ shopId, isSignedIn: isAuthenticated, isAuthLoading: isLoading });
  const { renderFavorite, guestDialog } = useRouteFavoriteHearts();
  return (
    <>
      <ShopDetail
        shopId={shopId}
        isSignedIn={isAuthenticated}
        favoriteSlot={shop.data ? renderFavorite?.(shop.data.id) : undefined}
        onRate={rating.start}
        reviewsSlot={
          <ShopReviews
            shopId={shopId}
            breakdown={shop.data?.ratingBreakdown}
            canReply={isShopsOwner}
            canReport={isAuthenticated}
          />
        }
      />
      <Suspense fallback={null}>
        <ShopRatingDialogs flow={rating} shopName={shop.data?.name} />
      </Suspense>
      {guestDialog}
    </>
  );
}

/** /shops/{id}: the shop page; contact details only for signed-in people, rating, reviews and the heart (spec 2). */
export function ShopDetailRoute({ params }: RouteComponentProps<{ id: string }>) {
  return <ShopPage key={params.id} shopId={params.id} />;
}
