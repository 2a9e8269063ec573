import { Link } from 'wouter';

import { defaultCategories } from '@app/contracts';

import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

import { useCategories } from '../api/get-categories';
import { getCategoryAppearance } from '../lib/category-appearance';

type CategoryTile = { slug: string; name: string };

const SKELETON_TILES = 8;
const gridClassName = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/**
 * Category tiles from GET /api/categories; each opens the shop list filtered by its slug. When the call fails the
 * spec's eight standard categories are shown, so the page still leads somewhere.
 */
export function CategoryGrid({ className }: { className?: string }) {
  const { data, isPending, isError } = useCategories();

  if (isPending) {
    return (
      <ul className={cn(gridClassName, className)} aria-busy="true" aria-label="Loading categories">
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-28 rounded-xl" />
          </li>
        ))}
      </ul>
    );
  }

  const tiles: readonly CategoryTile[] = isError ? defaultCategories : data;

  if (tiles.length === 0) {
    return <p className="text-sm text-muted-foreground">Categories will appear here soon.</p>;
  }

  return (
    <ul className={cn(gridClassName, className)}>
      {tiles.map((category) => {
        const { icon: Icon, tileClassName } = getCategoryAppearance(category.slug);
        return (
          <li key={category.slug}>
            <Link
              href={paths.browse.getHref({ category: category.slug })}
              className="group flex h-full flex-col items-center justify-center gap-3 rounded-xl border bg-card p-4 text-center shadow-xs transition outline-none hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className={cn('flex size-12 items-center justify-center rounded-full', tileClassName)}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="text-sm font-medium text-foreground group-hover:text-primary">{category.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
