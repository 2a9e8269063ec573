import { PackageSearch } from 'lucide-react';

import { CategorySelect, type CategoryOption } from '@/components/filters/category-select';
import { LocalControls } from '@/components/local/local-controls';
import { formatDistance } from '@/components/local/local-format';
import { ShopsMap, type MapMarker } from '@/components/local/shops-map';
import { EmptyResults, ResultGrid } from '@/components/results/result-grid';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import type { ProductFilters } from '../api/keys';
import { useProductSearch } from '../api/search-products';
import { ProductCard, ProductCardSkeleton } from './product-card';

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

      <ResultGrid
        query={query}
        items={products}
        noun="products"
        errorText="We couldn't load the products."
        empty={
          <EmptyResults
            icon={PackageSearch}
            title="No products found"
            hint="Try another shop, product or location."
            action={
              <Button variant="outline" className="mt-4" onClick={() => onFiltersChange({})}>
                Clear Filters
              </Button>
            }
          />
        }
        renderSkeleton={() => <ProductCardSkeleton />}
        renderItem={(product) => <ProductCard product={product} priceDecimals={0} searchTerm={searchTerm} />}
        keyOf={(product) => product.id}
        replacement={
          filters.view === 'map' && (
            <ShopsMap
              label="Map of the shops of the products found"
              className="h-[28rem] w-full"
              markers={[...markers.values()]}
            />
          )
        }
        pages={query}
      />
    </div>
  );
}
