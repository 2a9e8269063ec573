import { Loader2, MessageSquareText, Star } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

import { useShopReviews } from '../api/get-shop-reviews';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          className={cn('size-4', rating >= position ? 'fill-amber-400 text-amber-400' : 'text-zinc-300')}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

/** The shop page's reviews: newest first, the reviewer's first name, stars, date and comment; more on demand. */
export function ShopReviews({ shopId }: { shopId: string }) {
  const query = useShopReviews(shopId);
  const reviews = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-none font-semibold">Reviews ({total})</h2>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading reviews">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : query.isError ? (
          <p className="text-muted-foreground">We couldn't load the reviews.</p>
        ) : reviews.length === 0 ? (
          <div className="flex flex-col items-center py-6 text-center text-muted-foreground">
            <MessageSquareText className="size-8" aria-hidden="true" />
            <p className="mt-2">No reviews yet. Be the first to rate this shop.</p>
          </div>
        ) : (
          <>
            <ul className="grid gap-4" aria-label="Reviews">
              {reviews.map((review) => (
                <li key={review.id} className="border-b pb-4 last:border-b-0 last:pb-0">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="flex items-center gap-2">
                      <span className="font-medium">{review.user.firstName ?? 'Customer'}</span>
                      <Stars rating={review.rating} />
                    </div>
                    <time className="text-xs text-muted-foreground" dateTime={review.updatedAt}>
                      {formatDate(review.updatedAt)}
                    </time>
                  </div>
                  {review.comment && <p className="mt-2 whitespace-pre-line text-sm">{review.comment}</p>}
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
                  More reviews
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
