import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function StatCard({
  title,
  value,
  note,
  icon,
}: {
  title: string;
  value: ReactNode;
  note?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Card className="gap-2" role="group" aria-label={title}>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        {icon && <span className="text-muted-foreground">{icon}</span>}
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold">{value}</p>
        {note && <p className="text-xs text-muted-foreground">{note}</p>}
      </CardContent>
    </Card>
  );
}

/** A read that failed (after its one retry): the section says so and offers another try. */
export function ErrorCard({ title, onRetry }: { title: string; onRetry?: () => void }) {
  return (
    <Card role="alert" className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <AlertTriangle aria-hidden="true" className="size-5" />
          {title}
        </CardTitle>
        <CardDescription>Something went wrong while loading this data. Please try again.</CardDescription>
      </CardHeader>
      {onRetry && (
        <CardContent>
          <Button variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        </CardContent>
      )}
    </Card>
  );
}

export function ListSkeleton({ rows = 4, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <div className="grid gap-3" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}

export function StatusBadge({ banned, bannedLabel = 'Banned' }: { banned: boolean; bannedLabel?: string }) {
  return banned ? (
    <Badge variant="destructive">{bannedLabel}</Badge>
  ) : (
    <Badge className="bg-emerald-600 text-white">Active</Badge>
  );
}

export function Pager({
  page,
  totalPages,
  onPage,
  nextDisabled,
}: {
  page: number;
  totalPages?: number;
  onPage: (page: number) => void;
  nextDisabled?: boolean;
}) {
  const lastPage = totalPages ?? page;
  return (
    <nav className="flex items-center justify-between gap-2 pt-2" aria-label="Pagination">
      <p className="text-sm text-muted-foreground">
        Page {page}
        {totalPages !== undefined && ` of ${Math.max(totalPages, 1)}`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={nextDisabled ?? page >= lastPage}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
