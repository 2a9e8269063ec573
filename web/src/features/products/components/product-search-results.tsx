import { Loader2, PackageSearch } from 'lucide-react';

import { CategorySelect, type CategoryOption } from '@/components/filters/category-select';
import { LocalControls } from '@/components/local/local-controls';
import { formatDistance } from '@/components/local/local-format';
import { ShopsMap, type MapMarker } from '@/components/local/shops-map';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLoadMoreOnScroll } from '@/lib/use-load-more-on-scroll';

import type { ProductFilters } from '../api/keys';
import { useProductSearch } from '../api/search-products';
import { ProductCard, ProductCardSkeleton } from './product-card';

const SKELETON_CARDS = 6;
const gridClassName = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

type ProductSearchResultsProps = {
  filters: ProductFilters;
  categories: readonly CategoryOption[];
  onFiltersChange: (filters: ProductFilters) => void;
};

/**
 * The product search results (spec section 2, /browse-products): 'N Products Found', the category filter, product
 * cards with 'Visit Shop' and whole-euro prices, 'No products found' with 'Clear Filters', more on scroll.
 */
export function ProductSearchResults({ filters, categories, onFiltersChange }: ProductSearchResultsProps) {
  const query = useProductSearch(filters);
  const loadMoreRef = useLoadMoreOnScroll(query);
  // The term the server records the impressions under: the product typed, else the shop name typed.
  const searchTerm = filters.product?.trim() ? filters.product : filters.shop;

  const products = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  // One marker per shop of the products found.
  const markers = new Map<number, MapMarker>();
  for (const { shop } of products) {
    if (shop.latitude === null || shop.longitude === null || markers.has(shop.id)) continue;
    markers.set(shop.id, {
      id: shop.id,
      name: shop.name,
      latitude: shop.latitude,
      longitude: shop.longitude,
      href: paths.shop.getHref(shop.id, { q: searchTerm }),
      detail: shop.distanceKm === undefined ? shop.location : formatDistance(shop.distanceKm),
    });
  }

  return (
    <div className="grid gap-6">
      <LocalControls value={filters} onChange={(local) => onFiltersChange({ ...filters, ...local })} showViewSwitch />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold" aria-live="polite">
          {query.isPending ? 'Searching products...' : `${total} ${total === 1 ? 'Product' : 'Products'} Found`}
        </p>
        <CategorySelect
          categories={categories}
          value={filters.category}
          onChange={(category) => onFiltersChange({ ...filters, category })}
        />
      </div>

      {query.isPending ? (
        <ul className={gridClassName} aria-busy="true" aria-label="Loading products">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div className="rounded-xl border border-dashed p-10 text-center">
          <p className="font-medium">We couldn't load the products.</p>
          <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : products.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed p-10 text-center">
          <PackageSearch className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 text-lg font-semibold">No products found</p>
          <p className="mt-1 text-muted-foreground">Try another shop, product or location.</p>
          <Button variant="outline" className="mt-4" onClick={() => onFiltersChange({})}>
            Clear Filters
          </Button>
        </div>
      ) : filters.view === 'map' ? (
        <ShopsMap
          label="Map of the shops of the products found"
          className="h-[28rem] w-full"
          markers={[...markers.values()]}
        />
      ) : (
        <>
          <ul className={gridClassName} aria-label="Products">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} priceDecimals={0} searchTerm={searchTerm} />
              </li>
            ))}
          </ul>
          <div ref={loadMoreRef} className="flex justify-center">
            {query.hasNextPage && (
              <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
                {query.isFetchingNextPage ? 'Loading more products...' : 'Load more products'}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
