import type { RequestIdentity } from '@app/auth-context';
import type { ChatSenderType, ConversationParties } from '@app/contracts';
import { guestRoom, userRoom } from './rooms';

/**
 * Who the typing person is in the conversation and the rooms of the other party, or null when they are not a
 * party (then nothing is relayed).
 */
export function typingRelayOf(
  parties: ConversationParties,
  identity: RequestIdentity,
): { senderType: ChatSenderType; rooms: string[] } | null {
  if (identity.userId !== null && identity.userId === parties.shopOwnerId) {
    const rooms: string[] = [];
    if (parties.customerUserId !== null) rooms.push(userRoom(parties.customerUserId));
    if (parties.guestSessionId !== null) rooms.push(guestRoom(parties.guestSessionId));
    return { senderType: 'shop_owner', rooms };
  }
  const isCustomer =
    (identity.userId !== null && identity.userId === parties.customerUserId) ||
    (identity.guestSessionId !== null && identity.guestSessionId === parties.guestSessionId);
  return isCustomer ? { senderType: 'customer', rooms: [userRoom(parties.shopOwnerId)] } : null;
}
