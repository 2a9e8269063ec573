import { ANONYMOUS } from '@app/auth-context';
import { ReviewsException } from '../reviews/reviews.exception';
import { favoriteHolderOf, holderColumn } from './favorite-holder';

describe(favoriteHolderOf.name, () => {
  it('keeps a signed-in customer’s favourites on the account and merges a guest session held beside it', () => {
    expect(favoriteHolderOf({ ...ANONYMOUS, userId: 7, role: 'customer' })).toEqual({
      kind: 'user',
      userId: 7,
      mergeGuestSessionId: null,
    });
    expect(favoriteHolderOf({ ...ANONYMOUS, userId: 7, role: 'customer', guestSessionId: 3 })).toEqual({
      kind: 'user',
      userId: 7,
      mergeGuestSessionId: 3,
    });
  });

  it('keeps a guest’s favourites on the guest session', () => {
    expect(favoriteHolderOf({ ...ANONYMOUS, guestSessionId: 3 })).toEqual({ kind: 'guest', guestSessionId: 3 });
  });

  it('answers 401 to a visitor with neither and 403 to a shop owner', () => {
    expect(() => favoriteHolderOf({ ...ANONYMOUS })).toThrow(
      expect.objectContaining({ status: 401 }) as unknown as ReviewsException,
    );
    expect(() => favoriteHolderOf({ ...ANONYMOUS, userId: 5, role: 'shop_owner' })).toThrow(
      'Favourites are available to customers only.',
    );
  });
});

describe(holderColumn.name, () => {
  it('selects by user or by guest session', () => {
    expect(holderColumn({ kind: 'user', userId: 7, mergeGuestSessionId: null })).toEqual({
      column: 'user_id',
      value: 7,
    });
    expect(holderColumn({ kind: 'guest', guestSessionId: 3 })).toEqual({ column: 'guest_session_id', value: 3 });
  });
});
