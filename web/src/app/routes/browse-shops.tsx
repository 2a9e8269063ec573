import { useLocation, useSearch } from 'wouter';

import { defaultCategories } from '@app/contracts';

import { ContentLayout } from '@/components/layout/content-layout';
import { readLocalParams } from '@/components/local/local-controls';
import { paths, type ShopListQuery } from '@/config/paths';
import { useCategories } from '@/features/categories/api/get-categories';
import { ShopBrowser } from '@/features/shops/components/shop-browser';

import { useRouteFavoriteHearts } from '../favorite-hearts';

function readFilters(search: string): ShopListQuery {
  const params = new URLSearchParams(search);
  const read = (name: string) => params.get(name)?.trim() || undefined;
  return { search: read('search'), location: read('location'), category: read('category'), ...readLocalParams(search) };
}

/** /browse and /browse-shops: the shop list, its filters kept in the address (spec section 2). */
export function BrowseShopsRoute() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const categories = useCategories();
  const filters = readFilters(search);
  const { renderFavorite, guestDialog } = useRouteFavoriteHearts();

  const onFiltersChange = (next: ShopListQuery) => {
    const route = location.startsWith(paths.browseShops.path) ? paths.browseShops : paths.browse;
    navigate(route.getHref(next));
  };

  return (
    <ContentLayout title="Browse Shops" description="Find approved local shops by name, location and category.">
      <ShopBrowser
        filters={filters}
        categories={categories.data ?? (categories.isError ? defaultCategories : [])}
        onFiltersChange={onFiltersChange}
        renderFavorite={renderFavorite}
      />
      {guestDialog}
    </ContentLayout>
  );
}
