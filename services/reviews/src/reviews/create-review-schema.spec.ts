import { createReviewSchema, RATING_REQUIRED_MESSAGE } from '@app/contracts';

describe('createReviewSchema', () => {
  it('refuses a missing or out-of-range rating with the spec’s message', () => {
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: 'x' }]) {
      const result = createReviewSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(RATING_REQUIRED_MESSAGE);
    }
  });

  it('trims the comment and leaves it out when empty', () => {
    expect(createReviewSchema.parse({ rating: 4, comment: '  Lovely bread  ' })).toEqual({
      rating: 4,
      comment: 'Lovely bread',
    });
    expect(createReviewSchema.parse({ rating: 5, comment: '   ' })).toEqual({ rating: 5, comment: undefined });
    expect(createReviewSchema.parse({ rating: 5, comment: null })).toEqual({ rating: 5, comment: undefined });
  });

  it('refuses a comment over 1000 characters', () => {
    expect(createReviewSchema.safeParse({ rating: 3, comment: 'a'.repeat(1001) }).success).toBe(false);
  });
});
