import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';

import type { ReviewSort } from '@app/contracts';

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import { ReviewList, ReviewSortSelect } from './review-list';

type OwnerReviewsProps = {
  /** The owner's approved shops (their reviews are public), composed in from the shops feature. */
  shops: ReadonlyArray<{ id: number; name: string }>;
};

/** The dashboard's Reviews tab: the reviews of one of the owner's shops, each with Reply. */
export function OwnerReviews({ shops }: OwnerReviewsProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const shop = shops.find((candidate) => candidate.id === chosen) ?? shops[0];

  if (!shop) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center py-8 text-center text-muted-foreground">
          <MessageSquareText className="size-12" aria-hidden="true" />
          <p className="mt-3 text-lg font-semibold text-foreground">No reviews yet</p>
          <p className="mt-1">Reviews of your shops appear here once a shop is approved and rated.</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg leading-none font-semibold">Customer Reviews</h2>
          <CardDescription className="mt-1">
            Answer your customers: your reply shows under their review.
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {shops.length > 1 && (
            <Select value={String(shop.id)} onValueChange={(value) => setChosen(Number(value))}>
              <SelectTrigger aria-label="Shop" className="w-52">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {shops.map((item) => (
                  <SelectItem key={item.id} value={String(item.id)}>
                    {item.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
          <ReviewSortSelect value={sort} onChange={setSort} />
        </div>
      </CardHeader>
      <CardContent>
        <ReviewList
          key={shop.id}
          shopId={String(shop.id)}
          sort={sort}
          actions={{ canReply: true, canReport: false }}
          emptyText={`${shop.name} has no reviews yet.`}
        />
      </CardContent>
    </Card>
  );
}
