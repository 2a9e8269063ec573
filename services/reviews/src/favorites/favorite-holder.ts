import { RequestIdentity } from '@app/auth-context';
import { ReviewsErrorCode, ReviewsException } from '../reviews/reviews.exception';

/**
 * Whose favourites a request reads and writes: a signed-in customer's (and, when the browser also holds a guest
 * session, that guest's favourites move to the customer first), or an active guest session's. Spec 000 section 6:
 * favourites are for customers and guests; a signed-in shop owner or admin is refused.
 */
export type FavoriteHolder =
  { kind: 'user'; userId: number; mergeGuestSessionId: number | null } | { kind: 'guest'; guestSessionId: number };

export function favoriteHolderOf(identity: RequestIdentity): FavoriteHolder {
  if (identity.userId !== null) {
    if (identity.role !== 'customer') throw new ReviewsException(ReviewsErrorCode.FavoritesNeedCustomer);
    return { kind: 'user', userId: identity.userId, mergeGuestSessionId: identity.guestSessionId };
  }
  if (identity.guestSessionId !== null) return { kind: 'guest', guestSessionId: identity.guestSessionId };
  throw new ReviewsException(ReviewsErrorCode.FavoritesNeedIdentity);
}

/** The column and value that select the holder's rows of reviews.favorites. */
export function holderColumn(holder: FavoriteHolder): { column: 'user_id' | 'guest_session_id'; value: number } {
  return holder.kind === 'user'
    ? { column: 'user_id', value: holder.userId }
    : { column: 'guest_session_id', value: holder.guestSessionId };
}
