import { ANONYMOUS, RequestIdentity } from '@app/auth-context';
import { sendMessageSchema } from '@app/contracts';
import { customerNameOf } from './chat.mapper';
import { partyOf, senderIdOf } from './conversation-access';

const conversation = {
  id: 1,
  shop_id: 10,
  customer_user_id: 7,
  guest_session_id: null,
  owner_id: 3,
  blocked_party: null,
};
const guestConversation = { ...conversation, id: 2, customer_user_id: null, guest_session_id: 55 };
const person = (userId: number): RequestIdentity => ({ ...ANONYMOUS, userId, role: 'customer' });

describe(partyOf.name, () => {
  it('knows the shop owner and the customer, and nobody else', () => {
    expect(partyOf(conversation, { ...person(3), role: 'shop_owner' })).toBe('shop_owner');
    expect(partyOf(conversation, person(7))).toBe('customer');
    expect(partyOf(conversation, { ...person(4), role: 'shop_owner' })).toBeNull();
    expect(partyOf(conversation, ANONYMOUS)).toBeNull();
  });

  it('knows a guest by the guest session', () => {
    expect(partyOf(guestConversation, { ...ANONYMOUS, guestSessionId: 55 })).toBe('customer');
    expect(partyOf(guestConversation, { ...ANONYMOUS, guestSessionId: 56 })).toBeNull();
  });
});

describe(senderIdOf.name, () => {
  it('gives guests a guest_ sender id and people their user id', () => {
    expect(senderIdOf(guestConversation, 'customer', { ...ANONYMOUS, guestSessionId: 55 })).toBe('guest_55');
    expect(senderIdOf(conversation, 'customer', person(7))).toBe('7');
    expect(senderIdOf(conversation, 'shop_owner', person(3))).toBe('3');
  });
});

describe('sendMessageSchema', () => {
  const messageError = (message: unknown) => {
    const result = sendMessageSchema.safeParse({ shopId: 1, message });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('refuses empty, whitespace-only, missing and over-long messages with the spec messages', () => {
    expect(messageError('')).toBe('Message cannot be empty');
    expect(messageError('   \n ')).toBe('Message cannot be empty');
    expect(messageError(undefined)).toBe('Message cannot be empty');
    expect(messageError('a'.repeat(2001))).toBe('Message must be at most 2000 characters');
  });

  it('trims the message and reads conversation id -1 as a new conversation', () => {
    expect(sendMessageSchema.parse({ shopId: 1, message: '  Dia duit ', conversationId: -1 })).toEqual({
      shopId: 1,
      message: 'Dia duit',
      attachments: [],
      conversationId: null,
    });
    expect(sendMessageSchema.parse({ shopId: 1, message: 'a'.repeat(2000), conversationId: 4 }).conversationId).toBe(4);
  });
});

describe(customerNameOf.name, () => {
  it('names guests Guest and people by their names', () => {
    expect(customerNameOf({ customer_user_id: null, first_name: null, last_name: null })).toBe('Guest');
    expect(customerNameOf({ customer_user_id: 7, first_name: 'Ciara', last_name: 'Walsh' })).toBe('Ciara Walsh');
    expect(customerNameOf({ customer_user_id: 7, first_name: null, last_name: null })).toBe('Customer #7');
  });
});
