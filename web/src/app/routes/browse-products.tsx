import { useLocation, useSearch } from 'wouter';

import { defaultCategories } from '@app/contracts';

import { ContentLayout } from '@/components/layout/content-layout';
import { readLocalParams } from '@/components/local/local-controls';
import { SearchForm } from '@/components/search/search-form';
import { paths, type ProductSearchQuery } from '@/config/paths';
import { useCategories } from '@/features/categories/api/get-categories';
import { ProductSearchResults } from '@/features/products/components/product-search-results';

function readFilters(search: string): ProductSearchQuery {
  const params = new URLSearchParams(search);
  const read = (name: string) => params.get(name)?.trim() || undefined;
  return {
    shop: read('shop'),
    product: read('product'),
    location: read('location'),
    category: read('category'),
    ...readLocalParams(search),
  };
}

/** /browse-products: the product search with shop, product, location and category from the address (spec 2). */
export function BrowseProductsRoute() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const categories = useCategories();
  const filters = readFilters(search);

  return (
    <ContentLayout
      title="Browse Products"
      description="Search products from local shops by shop, product and location."
    >
      <div className="grid gap-8">
        {/* Remounts when the address changes, so the fields show its values. */}
        <SearchForm key={search} initialValues={filters} />
        <ProductSearchResults
          filters={filters}
          categories={categories.data ?? (categories.isError ? defaultCategories : [])}
          onFiltersChange={(next) => navigate(paths.browseProducts.getHref(next))}
        />
      </div>
    </ContentLayout>
  );
}
