import { Loader2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { useLoadMoreOnScroll } from '@/lib/use-load-more-on-scroll';
import { useProgressiveCount } from '@/lib/use-progressive-count';

/** Spec section 9: six skeleton cards while a list of cards loads. */
const SKELETON_CARDS = 6;
const gridClassName = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
/** Cards rendered at once when a list arrives (a first screen even on a desktop); the rest follow in a transition. */
const FIRST_CARDS = 6;

type ResultGridProps<T> = {
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  items: readonly T[];
  /** What the cards are, in the list's labels: 'products' gives 'Loading products' and 'Products'. */
  noun: string;
  /** The loaded list's accessible name when it is not the noun's ('Favorite shops'). */
  listLabel?: string;
  /** The sentence when the read failed, e.g. "We couldn't load the shops." */
  errorText: string;
  /** What an empty list shows (an EmptyResults). */
  empty: ReactNode;
  renderSkeleton: () => ReactNode;
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T) => number;
  /** Shown instead of the cards (the map view), once there are results. */
  replacement?: ReactNode;
  /** A paged list: the next page loads on scroll, or from its button. */
  pages?: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
};

/** The loading, failed, empty and loaded states of a grid of cards (shops, products, favourites). */
export function ResultGrid<T>({
  query,
  items,
  noun,
  listLabel = noun.charAt(0).toUpperCase() + noun.slice(1),
  errorText,
  empty,
  renderSkeleton,
  renderItem,
  keyOf,
  replacement,
  pages,
}: ResultGridProps<T>) {
  if (query.isPending) {
    return (
      <ul className={gridClassName} aria-busy="true" aria-label={`Loading ${noun}`}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>{renderSkeleton()}</li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <div className="rounded-xl border border-dashed p-10 text-center">
        <p className="font-medium">{errorText}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (items.length === 0) return empty;
  if (replacement) return replacement;
  return (
    <>
      <CardList items={items} listLabel={listLabel} renderItem={renderItem} keyOf={keyOf} />
      {pages && <LoadMore noun={noun} pages={pages} />}
    </>
  );
}

function CardList<T>({
  items,
  listLabel,
  renderItem,
  keyOf,
}: Pick<ResultGridProps<T>, 'items' | 'renderItem' | 'keyOf'> & { listLabel: string }) {
  const shown = useProgressiveCount(items.length, FIRST_CARDS);
  return (
    <ul className={gridClassName} aria-label={listLabel}>
      {items.slice(0, shown).map((item, index) => (
        <li key={keyOf(item)}>{renderItem(item, index)}</li>
      ))}
    </ul>
  );
}

function LoadMore({ noun, pages }: { noun: string; pages: NonNullable<ResultGridProps<unknown>['pages']> }) {
  const loadMoreRef = useLoadMoreOnScroll(pages);
  return (
    <div ref={loadMoreRef} className="flex justify-center">
      {pages.hasNextPage && (
        <Button variant="outline" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
          {pages.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
          {pages.isFetchingNextPage ? `Loading more ${noun}...` : `Load more ${noun}`}
        </Button>
      )}
    </div>
  );
}

/** An empty list: its icon, what happened, a hint, and a way on (clear the filters, browse). */
export function EmptyResults({
  icon: Icon,
  title,
  hint,
  action,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed p-10 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="mt-3 text-lg font-semibold">{title}</p>
      <p className="mt-1 text-muted-foreground">{hint}</p>
      {action}
    </div>
  );
}
