import { Flag, Loader2, MessageSquareText, Reply, Store } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import type { ReviewResponse, ReviewSort } from '@app/contracts';

import { StarRow } from '@/components/rating/star-row';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

import { useDeleteReviewReply } from '../api/delete-review-reply';
import { useShopReviews } from '../api/get-shop-reviews';

// The forms load when first opened: the shop page's first load stays within its budget (most readers never reply
// or report).
const ReplyForm = lazy(() => import('./reply-form').then((module) => ({ default: module.ReplyForm })));
const ReportReviewDialog = lazy(() =>
  import('./report-review-dialog').then((module) => ({ default: module.ReportReviewDialog })),
);

const SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

/** How a review list's reader may act on its reviews. */
export type ReviewActions = {
  /** The shop's owner: answer, edit and remove the answer under each review. */
  canReply: boolean;
  /** A signed-in person: report a review to the admins. */
  canReport: boolean;
};

function OwnerResponse({ reply }: { reply: NonNullable<ReviewResponse['reply']> }) {
  return (
    <div className="mt-3 rounded-md border-l-4 border-primary/60 bg-muted/50 p-3 text-sm">
      <p className="flex items-center gap-1.5 font-medium">
        <Store className="size-4" aria-hidden="true" />
        Response from the owner
        <time className="ml-auto text-xs font-normal text-muted-foreground" dateTime={reply.createdAt}>
          {formatDate(reply.createdAt)}
        </time>
      </p>
      <p className="mt-1 whitespace-pre-line">{reply.text}</p>
    </div>
  );
}

function ReviewItem({
  shopId,
  review,
  actions,
  onReport,
}: {
  shopId: string;
  review: ReviewResponse;
  actions: ReviewActions;
  onReport: (review: ReviewResponse) => void;
}) {
  const [replying, setReplying] = useState(false);
  const removeReply = useDeleteReviewReply();
  const author = review.user.firstName ?? 'Customer';

  const remove = () =>
    removeReply.mutate(
      { shopId, reviewId: review.id },
      {
        onSuccess: () => toast({ title: 'Reply removed' }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: getErrorMessage(error, 'Failed to remove your reply. Please try again.'),
          }),
      },
    );

  return (
    <li className="border-b pb-4 last:border-b-0 last:pb-0" aria-label={`Review by ${author}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <span className="font-medium">{author}</span>
          <StarRow stars={review.rating} label={`${review.rating} out of 5 stars`} />
        </div>
        <div className="flex items-center gap-2">
          <time className="text-xs text-muted-foreground" dateTime={review.updatedAt}>
            {formatDate(review.updatedAt)}
          </time>
          {actions.canReport && (
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2 text-muted-foreground"
              aria-label={`Report review by ${author}`}
              onClick={() => onReport(review)}
            >
              <Flag className="size-3.5" aria-hidden="true" />
              Report
            </Button>
          )}
        </div>
      </div>
      {review.comment && <p className="mt-2 whitespace-pre-line text-sm">{review.comment}</p>}
      {review.reply && !replying && <OwnerResponse reply={review.reply} />}
      {actions.canReply &&
        (replying ? (
          <Suspense fallback={<Loader2 className="mt-3 animate-spin" aria-label="Loading the reply form" />}>
            <ReplyForm
              shopId={shopId}
              reviewId={review.id}
              initialText={review.reply?.text ?? ''}
              onDone={() => setReplying(false)}
            />
          </Suspense>
        ) : (
          <div className="mt-2 flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setReplying(true)}>
              <Reply aria-hidden="true" />
              {review.reply ? 'Edit Reply' : 'Reply'}
            </Button>
            {review.reply && (
              <Button variant="ghost" size="sm" onClick={remove} disabled={removeReply.isPending}>
                Delete Reply
              </Button>
            )}
          </div>
        ))}
    </li>
  );
}

/** The sort of a review list: newest, highest or lowest rated (a native select: light on the shop page). */
export function ReviewSortSelect({ value, onChange }: { value: ReviewSort; onChange: (sort: ReviewSort) => void }) {
  return (
    <select
      aria-label="Sort reviews"
      value={value}
      onChange={(event) => onChange(event.target.value as ReviewSort)}
      className="h-9 w-44 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40"
    >
      {(Object.keys(SORT_LABELS) as ReviewSort[]).map((sort) => (
        <option key={sort} value={sort}>
          {SORT_LABELS[sort]}
        </option>
      ))}
    </select>
  );
}

/**
 * A shop's reviews in the chosen order, a page at a time, each with the owner's response under it; the owner gets
 * Reply under each, a signed-in reader Report.
 */
export function ReviewList({
  shopId,
  sort,
  actions,
  emptyText = 'No reviews yet. Be the first to rate this shop.',
}: {
  shopId: string;
  sort: ReviewSort;
  actions: ReviewActions;
  emptyText?: string;
}) {
  const query = useShopReviews(shopId, sort);
  const reviews = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [reporting, setReporting] = useState<{ id: number; author: string } | null>(null);

  if (query.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading reviews">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (query.isError) return <p className="text-muted-foreground">We couldn't load the reviews.</p>;
  if (reviews.length === 0) {
    return (
      <div className="flex flex-col items-center py-6 text-center text-muted-foreground">
        <MessageSquareText className="size-8" aria-hidden="true" />
        <p className="mt-2">{emptyText}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-4" aria-label="Reviews">
        {reviews.map((review) => (
          <ReviewItem
            key={review.id}
            shopId={shopId}
            review={review}
            actions={actions}
            onReport={(item) => setReporting({ id: item.id, author: item.user.firstName ?? 'Customer' })}
          />
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
            More reviews
          </Button>
        </div>
      )}
      {actions.canReport && reporting && (
        <Suspense fallback={null}>
          <ReportReviewDialog review={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </>
  );
}

/** The number of visible reviews of a shop in this sort (X-Total-Count of the first page). */
export function useReviewTotal(shopId: string, sort: ReviewSort): number {
  const query = useShopReviews(shopId, sort);
  return query.data?.pages[0]?.total ?? 0;
}
