import type { ReviewResponse } from '@app/contracts';
import { shopReviewsStructuredData } from './shop-structured-data';

const review = (id: number, firstName: string | null, comment: string | null): ReviewResponse => ({
  id,
  shopId: 7,
  rating: (id % 5) + 1,
  comment,
  user: { firstName },
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: `2026-11-${String(10 + id).padStart(2, '0')}T09:00:00.000Z`,
  reply: null,
});

describe(shopReviewsStructuredData.name, () => {
  it('lists the newest reviews with their author, stars, the date the page shows and the comment', () => {
    expect(shopReviewsStructuredData([review(1, 'Niamh', 'Lovely maps'), review(2, 'Colm', null)])).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Niamh' },
        datePublished: '2026-11-11',
        reviewRating: { '@type': 'Rating', ratingValue: 2, bestRating: 5, worstRating: 1 },
        reviewBody: 'Lovely maps',
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Colm' },
        datePublished: '2026-11-12',
        reviewRating: { '@type': 'Rating', ratingValue: 3, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('leaves out reviews without an author and keeps five at most', () => {
    const reviews = [
      review(1, null, 'No name'),
      ...Array.from({ length: 7 }, (_, index) => review(index + 2, 'Ann', 'Ok')),
    ];

    const listed = shopReviewsStructuredData(reviews);

    expect(listed).toHaveLength(5);
    expect(JSON.stringify(listed)).not.toContain('No name');
  });
});
