import { toReviewResponse } from './review.mapper';

describe(toReviewResponse.name, () => {
  it('shows the reviewer by first name only', () => {
    const at = new Date('2025-03-01T10:00:00.000Z');
    expect(
      toReviewResponse({
        id: 3,
        shop_id: 9,
        user_id: 44,
        rating: 4,
        comment: null,
        first_name: 'Ciara',
        created_at: at,
        updated_at: at,
      }),
    ).toEqual({
      id: 3,
      shopId: 9,
      rating: 4,
      comment: null,
      user: { firstName: 'Ciara' },
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
    });
  });
});
