import { Store } from 'lucide-react';
import { Link } from 'wouter';

import { CARD_IMAGE_SIZES, type ProductResponse } from '@app/contracts';

import { LocationLine } from '@/components/local/location-line';
import { ProductImage } from '@/components/media/product-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';

type ProductCardProps = {
  product: ProductResponse;
  /** Digits after the decimal point: 0 on the product search (spec section 2), 2 on the home page. */
  priceDecimals?: number;
  /** The search that found the product: carried to the shop page, which reports it with the view (issue 16). */
  searchTerm?: string;
};

/**
 * A product with its shop: photo (a box icon when it fails), name, category, description, price, 'N available' or
 * 'Out of stock', the shop's name and location, and 'Visit Shop' to /shops/{id}.
 */
export function ProductCard({ product, priceDecimals = 0, searchTerm }: ProductCardProps) {
  const inStock = product.quantity > 0;
  return (
    <Card className="h-full gap-0 overflow-hidden py-0">
      <ProductImage
        src={product.imageUrl ?? product.images?.[0]}
        alt={product.name}
        sizes={CARD_IMAGE_SIZES}
        className="aspect-[4/3] w-full"
        iconClassName="size-12"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg leading-tight font-semibold">{product.name}</h3>
          <span className="shrink-0 text-lg font-bold text-primary">
            {formatPrice(product.price, { decimals: priceDecimals })}
          </span>
        </div>
        {product.category && (
          <Badge variant="secondary" className="w-fit">
            {product.category}
          </Badge>
        )}
        {product.description && <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p>}
        <p className={cn('text-sm font-medium', inStock ? 'text-emerald-700' : 'text-destructive')}>
          {inStock ? `${product.quantity} available` : 'Out of stock'}
        </p>
        <div className="mt-auto grid gap-1 border-t pt-3 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <Store className="size-4 shrink-0" aria-hidden="true" />
            {product.shop.name}
          </span>
          <LocationLine as="span" location={product.shop.location} distanceKm={product.shop.distanceKm} />
        </div>
        <Button asChild className="mt-2 w-full">
          <Link
            href={paths.shop.getHref(product.shop.id ?? product.shopId, { q: searchTerm })}
            aria-label={`Visit Shop: ${product.shop.name}`}
          >
            Visit Shop
          </Link>
        </Button>
      </div>
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card className="gap-0 overflow-hidden py-0" aria-hidden="true">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="grid gap-3 p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    </Card>
  );
}
