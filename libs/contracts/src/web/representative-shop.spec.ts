import { shopDetailResponseSchema } from '../catalog/product.schema';
import { reviewResponseSchema } from '../reviews/review.schema';
import { representativeReviews, representativeShop } from './representative-shop';

// The shop screen's worker warms up with this shop and throws the result away: a shop the screen's contract no longer
// describes would fail that render unseen, and the first visitor's page would load the chunks after all.
describe('representativeShop', () => {
  it('is a public shop as catalog answers it, with the products asked for', () => {
    const shop = shopDetailResponseSchema.parse(representativeShop(3));
    expect(shop.products).toHaveLength(3);
    expect(shop.products.every((product) => product.shopId === shop.id)).toBe(true);
    expect(shop).toMatchObject({ isApproved: true, isActive: true, email: null, phone: null });
  });

  it('has reviews as the reviews service lists them, some with the owner’s answer', () => {
    const reviews = representativeReviews(5);
    const items = reviews.items.map((review) => reviewResponseSchema.parse(review));
    expect(items).toHaveLength(5);
    expect(items.some((review) => review.reply !== null)).toBe(true);
    expect(reviews.total).toBeGreaterThanOrEqual(items.length);
  });
});
