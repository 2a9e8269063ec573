import { Star } from 'lucide-react';
import { Link } from 'wouter';

import { StarRating } from '@/components/rating/star-rating';
import { paths } from '@/config/paths';

import { useMyReviews } from '../api/get-my-reviews';

/** The reviews the person wrote, newest first, each linking to its shop (their dashboard, issue 24). */
export function MyReviews() {
  const reviews = useMyReviews();

  if (reviews.isPending) return <p className="text-sm text-muted-foreground">Loading your reviews...</p>;
  if (reviews.isError) return <p className="text-sm text-muted-foreground">Your reviews could not be loaded.</p>;
  if (reviews.data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        <Star className="size-8" aria-hidden="true" />
        <p className="mt-2 text-sm">You have not rated a shop yet</p>
      </div>
    );
  }

  return (
    <ul aria-label="My reviews" className="divide-y rounded-lg border">
      {reviews.data.map((review) => (
        <li key={review.id} className="p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link href={paths.shop.getHref(review.shopId)} className="font-medium hover:underline">
              {review.shopName}
            </Link>
            <span className="text-xs text-muted-foreground">{new Date(review.updatedAt).toLocaleDateString()}</span>
          </div>
          <StarRating rating={review.rating} className="mt-1" />
          {review.comment && <p className="mt-2 text-sm">{review.comment}</p>}
        </li>
      ))}
    </ul>
  );
}
