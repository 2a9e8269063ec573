import { useState } from 'react';

import type { RatingBreakdown as Breakdown, ReviewSort } from '@app/contracts';

import { Card, CardContent, CardHeader } from '@/components/ui/card';

import { RatingBreakdown } from './rating-breakdown';
import { ReviewList, ReviewSortSelect, useReviewTotal, type ReviewActions } from './review-list';

type ShopReviewsProps = {
  shopId: string;
  /** The shop detail's reviews per number of stars (the shops feature's query, composed in by the route). */
  breakdown?: Breakdown;
} & Partial<ReviewActions>;

/**
 * The shop page's reviews: the bars of the rating breakdown, then the reviews (newest first, or by stars) with the
 * reviewer's first name, stars, date, comment and the owner's response; more on demand.
 */
export function ShopReviews({ shopId, breakdown, canReply = false, canReport = false }: ShopReviewsProps) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const total = useReviewTotal(shopId, sort);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg leading-none font-semibold">Reviews ({total})</h2>
        {total > 1 && <ReviewSortSelect value={sort} onChange={setSort} />}
      </CardHeader>
      <CardContent className="grid gap-6">
        {breakdown && <RatingBreakdown breakdown={breakdown} />}
        <div>
          <ReviewList shopId={shopId} sort={sort} actions={{ canReply, canReport }} />
        </div>
      </CardContent>
    </Card>
  );
}
