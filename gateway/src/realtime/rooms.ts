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
 * The rooms a newly connected socket joins. A shop owner needs no shop rooms: chat.message.sent carries the
 * shop's owner id, so chat pushes go to `user:<ownerId>` and the gateway keeps no shop projection.
 */
export function roomsFor(identity: RequestIdentity): string[] {
  const rooms: string[] = [];
  if (identity.userId !== null) rooms.push(userRoom(identity.userId));
  if (identity.guestSessionId !== null) rooms.push(guestRoom(identity.guestSessionId));
  return rooms;
}

/** Room of the sockets opened with one session cookie (by its token hash): they close when the session ends. */
export function sessionRoom(sessionHash: string): string {
  return `session:${sessionHash}`;
}

/** Room of the sockets opened with one guest cookie (by its token hash). */
export function guestSessionRoom(guestHash: string): string {
  return `guest-session:${guestHash}`;
}

/** The rooms of the sockets to close when these sessions end. */
export function revokedRooms(revocation: { sessions: string[]; guests: string[] }): string[] {
  return [...revocation.sessions.map(sessionRoom), ...revocation.guests.map(guestSessionRoom)];
}
