import { ANONYMOUS } from '@app/auth-context';
import { typingRelayOf } from './chat-typing';

const parties = { conversationId: 4, shopOwnerId: 2, customerUserId: 7, guestSessionId: null };

describe(typingRelayOf.name, () => {
  it('relays the owner’s typing to the customer and the customer’s to the owner', () => {
    expect(typingRelayOf(parties, { ...ANONYMOUS, userId: 2 })).toEqual({
      senderType: 'shop_owner',
      rooms: ['user:7'],
    });
    expect(typingRelayOf(parties, { ...ANONYMOUS, userId: 7 })).toEqual({ senderType: 'customer', rooms: ['user:2'] });
  });

  it('reaches a guest customer by the guest room and knows a typing guest', () => {
    const guestParties = { ...parties, customerUserId: null, guestSessionId: 5 };
    expect(typingRelayOf(guestParties, { ...ANONYMOUS, userId: 2 })?.rooms).toEqual(['guest:5']);
    expect(typingRelayOf(guestParties, { ...ANONYMOUS, guestSessionId: 5 })?.senderType).toBe('customer');
  });

  it('relays nothing for someone outside the conversation', () => {
    expect(typingRelayOf(parties, { ...ANONYMOUS, userId: 9 })).toBeNull();
    expect(typingRelayOf(parties, { ...ANONYMOUS, guestSessionId: 5 })).toBeNull();
    expect(typingRelayOf(parties, ANONYMOUS)).toBeNull();
  });
});
