import type { ReactNode } from 'react';

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

import { ErrorCard, ListSkeleton } from './admin-parts';

type ModerationRowProps = {
  /** The row's title and its accessible name (a person's or a shop's name). */
  name: string;
  /** What follows the name: status badges, an id. */
  tags?: ReactNode;
  /** The first line under it: contact details, location, owner. */
  detail: ReactNode;
  /** The small print: dates and counts. */
  meta?: ReactNode;
  /** The row's buttons (approve, reject, suspend, ban, delete, remove). */
  actions: ReactNode;
};

/**
 * One person or shop in an admin list (spec 001 section 5), as every admin screen shows it: the name with its badges,
 * a line of details and one of dates, and the row's actions on the right.
 */
export function ModerationRow({ name, tags, detail, meta, actions }: ModerationRowProps) {
  return (
    <li aria-label={name} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{name}</span>
          {tags}
        </div>
        <p className="text-sm text-muted-foreground">{detail}</p>
        {meta && <p className="text-xs text-muted-foreground">{meta}</p>}
      </div>
      <div className="flex gap-2">{actions}</div>
    </li>
  );
}

type ModerationListProps<T> = {
  /** The list's read: a skeleton while it loads, the error card (with Try Again) when it failed. */
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  /** The rows it answered; undefined when it answered nothing. */
  items: readonly T[] | undefined;
  /** The accessible names of the skeleton and of the list, e.g. 'Loading users' and 'Users'. */
  loadingLabel: string;
  listLabel: string;
  errorTitle: string;
  /** What an empty list says: a sentence, or an element of its own. */
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  listClassName?: string;
};

/** An admin list's states: loading, failed, empty, or its rows. */
export function ModerationList<T>({
  query,
  items,
  loadingLabel,
  listLabel,
  errorTitle,
  empty,
  renderItem,
  listClassName = 'grid gap-3',
}: ModerationListProps<T>) {
  if (query.isPending) return <ListSkeleton label={loadingLabel} />;
  if (query.isError || !items) return <ErrorCard title={errorTitle} onRetry={() => void query.refetch()} />;
  if (items.length === 0) {
    return typeof empty === 'string' ? <p className="py-8 text-center text-muted-foreground">{empty}</p> : empty;
  }
  return (
    <ul className={listClassName} aria-label={listLabel}>
      {items.map(renderItem)}
    </ul>
  );
}

type ModerationCardProps = {
  title: string;
  description: ReactNode;
  /** The search box and the selects under the heading. */
  filters?: ReactNode;
  /** The list (a ModerationList) and its pager. */
  children: ReactNode;
  /** The confirmation dialogs of the list's actions. */
  dialogs?: ReactNode;
};

/** A tab of the enhanced admin panel: its heading, the count or a description, the filters, the list. */
export function ModerationCard({ title, description, filters, children, dialogs }: ModerationCardProps) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl leading-none font-semibold">{title}</h2>
        <CardDescription>{description}</CardDescription>
        {filters && <div className="mt-2 flex flex-wrap gap-2">{filters}</div>}
      </CardHeader>
      <CardContent>{children}</CardContent>
      {dialogs}
    </Card>
  );
}
