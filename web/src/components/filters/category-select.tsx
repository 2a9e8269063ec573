import { lazy, Suspense } from 'react';

import { usePageIdle } from '@/lib/use-page-idle';
import { cn } from '@/lib/utils';

/** A category as the filters offer it: its slug is the filter value. */
export type CategoryOption = { slug: string; name: string };

/** The first option: every category. A select item cannot have an empty value (spec section 5, Generic). */
export const ALL_CATEGORIES = 'all';

export type CategorySelectProps = {
  categories: readonly CategoryOption[];
  /** The chosen slug; empty or undefined means all categories. */
  value: string | undefined;
  onChange: (slug: string | undefined) => void;
  className?: string;
  id?: string;
};

// Radix Select and its positioning code are a third of a landing page's JavaScript: they load once the page has
// loaded and the browser is idle, while a look-alike of the closed trigger holds the place (same size, so nothing
// shifts).
const CategorySelectMenu = lazy(() =>
  import('./category-select-menu').then((module) => ({ default: module.CategorySelectMenu })),
);

function ClosedTrigger({ categories, value, className }: CategorySelectProps) {
  const label = categories.find((category) => category.slug === value)?.name ?? 'All Categories';
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex h-11 w-full items-center justify-between rounded-md border border-input bg-card px-3 py-2 text-sm whitespace-nowrap shadow-xs sm:w-56',
        className,
      )}
    >
      {label}
    </div>
  );
}

/** The category dropdown of the shop list, the product search and the home page; its first option is all categories. */
export function CategorySelect(props: CategorySelectProps) {
  const pageIdle = usePageIdle();
  if (!pageIdle) return <ClosedTrigger {...props} />;
  return (
    <Suspense fallback={<ClosedTrigger {...props} />}>
      <CategorySelectMenu {...props} />
    </Suspense>
  );
}
