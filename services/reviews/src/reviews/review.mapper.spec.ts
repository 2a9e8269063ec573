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
        reply_text: null,
        reply_created_at: null,
      }),
    ).toEqual({
      id: 3,
      shopId: 9,
      rating: 4,
      comment: null,
      user: { firstName: 'Ciara' },
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
      reply: null,
    });
  });

  it('carries the owner’s reply with its date', () => {
    const at = new Date('2025-03-01T10:00:00.000Z');
    const repliedAt = new Date('2025-03-02T09:30:00.000Z');
    const response = toReviewResponse({
      id: 3,
      shop_id: 9,
      user_id: 44,
      rating: 2,
      comment: 'Cold coffee',
      first_name: 'Ciara',
      created_at: at,
      updated_at: at,
      reply_text: 'Sorry, the machine is fixed now.',
      reply_created_at: repliedAt,
    });
    expect(response.reply).toEqual({ text: 'Sorry, the machine is fixed now.', createdAt: '2025-03-02T09:30:00.000Z' });
  });
});
