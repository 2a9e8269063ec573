import { MapPin, Search, Store, X } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';

import { CategorySelect, type CategoryOption } from '@/components/filters/category-select';
import { LocalControls } from '@/components/local/local-controls';
import { formatDistance } from '@/components/local/local-format';
import { ShopsMap } from '@/components/local/shops-map';
import { EmptyResults, ResultGrid } from '@/components/results/result-grid';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';

import { useShops } from '../api/get-shops';
import type { ShopFilters } from '../api/keys';
import { ShopCard, ShopCardSkeleton } from './shop-card';

/** The cards of the first row on the widest layout (three columns) load their photos at once. */
const EAGER_IMAGES = 3;

type ShopBrowserProps = {
  filters: ShopFilters;
  categories: readonly CategoryOption[];
  onFiltersChange: (filters: ShopFilters) => void;
  /** The favourites issue passes its heart button per shop (see ShopCard's favoriteSlot). */
  renderFavorite?: (shopId: number) => ReactNode;
};

function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full border bg-accent py-1 pr-1 pl-3 text-sm text-accent-foreground">
      {label}
      <button
        type="button"
        onClick={onRemove}
        className="rounded-full p-0.5 outline-none hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Remove filter ${label}`}
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The shop list (spec section 2, /browse): search, location and category filters, chips for the active ones, 'Clear
 * all filters', 'Found N shops', six skeleton cards while loading, and more shops as the visitor scrolls.
 */
export function ShopBrowser({ filters, categories, onFiltersChange, renderFavorite }: ShopBrowserProps) {
  const query = useShops(filters);

  const shops = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const categoryName = categories.find((category) => category.slug === filters.category)?.name ?? filters.category;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    onFiltersChange({ ...filters, search: read('search'), location: read('location') });
  };

  type Chip = { key: keyof ShopFilters; label: string };
  const chips: Chip[] = [];
  if (filters.search) chips.push({ key: 'search', label: `Search: ${filters.search}` });
  if (filters.location) chips.push({ key: 'location', label: `Location: ${filters.location}` });
  if (filters.category) chips.push({ key: 'category', label: `Category: ${categoryName}` });

  return (
    <div className="grid gap-6">
      <form
        role="search"
        aria-label="Filter shops"
        onSubmit={handleSubmit}
        // Remounts with new filters, so the fields show the address's values after a chip is removed.
        key={`${filters.search ?? ''}|${filters.location ?? ''}`}
        className="grid gap-3 rounded-xl border bg-card p-3 shadow-xs sm:p-4 md:grid-cols-[1fr_1fr_auto_auto]"
      >
        <div className="relative">
          <Label htmlFor="shop-filter-search" className="sr-only">
            Search shops
          </Label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="shop-filter-search"
            name="search"
            placeholder="Search shops..."
            defaultValue={filters.search ?? ''}
            className="h-11 pl-9"
          />
        </div>
        <div className="relative">
          <Label htmlFor="shop-filter-location" className="sr-only">
            Location
          </Label>
          <MapPin
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="shop-filter-location"
            name="location"
            placeholder="Enter location..."
            defaultValue={filters.location ?? ''}
            className="h-11 pl-9"
          />
        </div>
        <CategorySelect
          categories={categories}
          value={filters.category}
          onChange={(category) => onFiltersChange({ ...filters, category })}
        />
        <Button type="submit" size="lg" className="h-11">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>

      <LocalControls value={filters} onChange={(local) => onFiltersChange({ ...filters, ...local })} showViewSwitch />

      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* The heading of the results, between the page's h1 and the cards' h3. */}
        <h2 className="text-lg font-semibold" aria-live="polite">
          {query.isPending ? 'Searching shops...' : `Found ${total} ${total === 1 ? 'shop' : 'shops'}`}
        </h2>
        {chips.length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <ul className="flex flex-wrap gap-2" aria-label="Active filters">
              {chips.map((chip) => (
                <FilterChip
                  key={chip.key}
                  label={chip.label}
                  onRemove={() => onFiltersChange({ ...filters, [chip.key]: undefined })}
                />
              ))}
            </ul>
            <Button variant="link" size="sm" onClick={() => onFiltersChange({})}>
              Clear all filters
            </Button>
          </div>
        )}
      </div>

      <ResultGrid
        query={query}
        items={shops}
        noun="shops"
        errorText="We couldn't load the shops."
        empty={
          <EmptyResults
            icon={Store}
            title="No shops found"
            hint="Try a different search, location or category."
            action={
              chips.length > 0 && (
                <Button variant="outline" className="mt-4" onClick={() => onFiltersChange({})}>
                  Clear all filters
                </Button>
              )
            }
          />
        }
        renderSkeleton={() => <ShopCardSkeleton />}
        renderItem={(shop, index) => (
          <ShopCard
            shop={shop}
            favoriteSlot={renderFavorite?.(shop.id)}
            imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
            searchTerm={filters.search}
          />
        )}
        keyOf={(shop) => shop.id}
        replacement={
          filters.view === 'map' && (
            <ShopsMap
              label="Map of the shops found"
              className="h-[28rem] w-full"
              markers={shops.flatMap((shop) =>
                shop.latitude !== null && shop.longitude !== null
                  ? [
                      {
                        id: shop.id,
                        name: shop.name,
                        latitude: shop.latitude,
                        longitude: shop.longitude,
                        href: paths.shop.getHref(shop.id, { q: filters.search }),
                        detail: shop.distanceKm === undefined ? shop.location : formatDistance(shop.distanceKm),
                      },
                    ]
                  : [],
              )}
            />
          )
        }
        pages={query}
      />
    </div>
  );
}
