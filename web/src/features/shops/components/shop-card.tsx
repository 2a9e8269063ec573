import type { ReactNode } from 'react';
import { Link } from 'wouter';

import { CARD_IMAGE_SIZES, type ShopResponse } from '@app/contracts';

import { LocationLine } from '@/components/local/location-line';
import { OpenStatusBadge } from '@/components/local/open-status-badge';
import { ShopImage } from '@/components/media/shop-image';
import { StarRating } from '@/components/rating/star-rating';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

type ShopCardProps = {
  shop: Pick<ShopResponse, 'id' | 'name' | 'location' | 'imageUrl' | 'rating' | 'reviewCount' | 'category'> &
    Partial<Pick<ShopResponse, 'distanceKm' | 'openStatus' | 'openingHours'>>;
  /**
   * FAVOURITE SLOT: the favourites issue puts its heart button here (top right of the image). The shops feature
   * leaves it empty; the route composes it in.
   */
  favoriteSlot?: ReactNode;
  /** Extra line under the rating (the owner home's Approved / Pending badge). */
  footer?: ReactNode;
  /**
   * 'eager' for the first cards of a list, which are on screen at once (one of them is usually the page's largest
   * paint): a lazy image waits for layout before it even starts to load.
   */
  imageLoading?: 'lazy' | 'eager';
  /** The search that listed the shop: carried to the shop page, which reports it with the view (issue 16). */
  searchTerm?: string;
};

/** A shop in a list: photo (or the stock placeholder), name, location, category and stars; opens /shops/{id}. */
export function ShopCard({ shop, favoriteSlot, footer, imageLoading = 'lazy', searchTerm }: ShopCardProps) {
  const href = paths.shop.getHref(shop.id, { q: searchTerm });
  return (
    <Card className="group relative gap-0 overflow-hidden py-0 transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="relative aspect-[16/10] overflow-hidden bg-muted">
        <ShopImage
          src={shop.imageUrl}
          alt={shop.name}
          loading={imageLoading}
          sizes={CARD_IMAGE_SIZES}
          className="size-full object-cover transition duration-300 group-hover:scale-[1.02]"
        />
        {favoriteSlot && <div className="absolute top-2 right-2 z-10">{favoriteSlot}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg leading-tight font-semibold">
          <Link href={href} className="outline-none after:absolute after:inset-0 focus-visible:underline">
            {shop.name}
          </Link>
        </h3>
        <LocationLine location={shop.location} distanceKm={shop.distanceKm} className="text-sm text-muted-foreground" />
        {shop.openStatus && (
          <OpenStatusBadge
            openStatus={shop.openStatus}
            hasHours={(shop.openingHours?.length ?? 0) > 0}
            className="self-start"
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StarRating rating={shop.rating} reviewCount={shop.reviewCount} />
          {shop.category && <Badge variant="secondary">{shop.category.name}</Badge>}
        </div>
        {footer}
      </div>
    </Card>
  );
}

/**
 * A grey stand-in for a shop card while the list loads (spec section 9: six of them). Its rows have the heights of
 * the card's (name, location, open status, stars), so the cards replace it without moving what is below.
 */
export function ShopCardSkeleton() {
  return (
    <Card className="gap-0 overflow-hidden py-0" aria-hidden="true">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="grid gap-2 p-4">
        <Skeleton className="h-[22.5px] w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-1/4" />
        <Skeleton className="h-[22px] w-3/4" />
      </div>
    </Card>
  );
}
