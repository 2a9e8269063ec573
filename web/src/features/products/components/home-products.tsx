import { ArrowRight, Package } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';

import { CategorySelect, type CategoryOption } from '@/components/filters/category-select';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useProductPreview } from '../api/search-products';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** Spec section 9: the home page shows at most 9 products. */
const HOME_PRODUCTS = 9;
const gridClassName = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The customer home's products (spec section 2): a category filter, up to nine product cards and
 * 'View All Products (N)' to the product search.
 */
export function HomeProducts({ categories }: { categories: readonly CategoryOption[] }) {
  const [category, setCategory] = useState<string | undefined>(undefined);
  const query = useProductPreview({ category }, HOME_PRODUCTS);
  const products = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  return (
    <section aria-labelledby="home-products-heading" className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="home-products-heading" className="text-2xl font-bold tracking-tight">
            Products Near You
          </h2>
          <p className="mt-1 text-muted-foreground">Fresh from the shops in your area.</p>
        </div>
        <CategorySelect categories={categories} value={category} onChange={setCategory} />
      </div>

      {query.isPending ? (
        <ul className={gridClassName} aria-busy="true" aria-label="Loading products">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <p className="text-muted-foreground">Products could not be loaded right now.</p>
      ) : products.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed p-10 text-center">
          <Package className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 font-semibold">No products found</p>
        </div>
      ) : (
        <ul className={gridClassName} aria-label="Products">
          {products.slice(0, HOME_PRODUCTS).map((product) => (
            <li key={product.id}>
              <ProductCard product={product} priceDecimals={2} />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-8 flex justify-center">
        <Button asChild size="lg" variant="outline">
          <Link href={paths.browseProducts.getHref({ category })}>
            View All Products ({total})
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
