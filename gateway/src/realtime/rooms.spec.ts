import { ANONYMOUS } from '@app/auth-context';
import { guestRoom, roomsFor, shopRoom, userRoom } from './rooms';

describe(roomsFor.name, () => {
  it('puts an anonymous visitor in no room', () => {
    expect(roomsFor(ANONYMOUS)).toEqual([]);
  });

  it('puts a signed-in person in their user room', () => {
    expect(roomsFor({ ...ANONYMOUS, userId: 7, role: 'customer' })).toEqual(['user:7']);
  });

  it('puts a guest in the guest session room, and a signed-in guest in both', () => {
    expect(roomsFor({ ...ANONYMOUS, guestSessionId: 3 })).toEqual(['guest:3']);
    expect(roomsFor({ ...ANONYMOUS, userId: 7, role: 'customer', guestSessionId: 3 })).toEqual(['user:7', 'guest:3']);
  });

  it('names rooms by kind and id', () => {
    expect([userRoom(1), guestRoom(2), shopRoom(3)]).toEqual(['user:1', 'guest:2', 'shop:3']);
  });
});
