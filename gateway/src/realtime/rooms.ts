import type { RequestIdentity } from '@app/auth-context';

/** Room of every socket of one signed-in person. */
export function userRoom(userId: number): string {
  return `user:${userId}`;
}

/** Room of every socket of one guest session (a visitor chatting without an account). */
export function guestRoom(guestSessionId: number): string {
  return `guest:${guestSessionId}`;
}

/** Room of the owners of one shop; chat messages to a shop are emitted here. */
export function shopRoom(shopId: number): string {
  return `shop:${shopId}`;
}

/**
 * The rooms a newly connected socket joins. HOOK for the chat issue: add `shopRoom(id)` for each shop the person
 * owns (from a local projection kept by shop.created / shop.removed events, never a call to catalog). Its one
 * caller is RealtimeGateway.admit, already async, so the hook may become async too.
 */
export function roomsFor(identity: RequestIdentity): string[] {
  const rooms: string[] = [];
  if (identity.userId !== null) rooms.push(userRoom(identity.userId));
  if (identity.guestSessionId !== null) rooms.push(guestRoom(identity.guestSessionId));
  return rooms;
}
