import { toFavoriteShopResponse } from './favorite.mapper';

describe(toFavoriteShopResponse.name, () => {
  it('answers the shop itself, with the shop id also as shopId and shop for the profile', () => {
    const savedAt = new Date('2025-05-02T09:30:00.000Z');
    expect(
      toFavoriteShopResponse({
        favorite_id: 12,
        saved_at: savedAt,
        id: 4,
        owner_id: 8,
        name: 'The Corner Bakery',
        location: 'Galway',
        category_id: 6,
        is_approved: true,
        rating_sum: 9,
        review_count: 2,
      }),
    ).toEqual({
      id: 4,
      shopId: 4,
      favoriteId: 12,
      ownerId: 8,
      name: 'The Corner Bakery',
      location: 'Galway',
      categoryId: 6,
      category: null,
      imageUrl: null,
      rating: '4.50',
      reviewCount: 2,
      isApproved: true,
      shop: { id: 4, name: 'The Corner Bakery', location: 'Galway' },
      savedAt: '2025-05-02T09:30:00.000Z',
    });
  });
});
