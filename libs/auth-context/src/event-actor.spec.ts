import { adminActorOf, eventActor, eventActorOf } from './event-actor';
import { ANONYMOUS, RequestIdentity } from './identity';

const owner: RequestIdentity = {
  ...ANONYMOUS,
  userId: 7,
  role: 'shop_owner',
  name: 'Aoife Byrne',
  email: 'aoife@example.ie',
};
const client = { ip: '203.0.113.7', userAgent: 'Firefox' };

describe(eventActorOf.name, () => {
  it('names the signed-in person, their role and where they called from', () => {
    expect(eventActorOf(owner, client)).toEqual({
      id: 7,
      role: 'shop_owner',
      name: 'Aoife Byrne',
      email: 'aoife@example.ie',
      ip: '203.0.113.7',
      userAgent: 'Firefox',
    });
  });

  it('acts as a guest without an id when nobody is signed in', () => {
    expect(eventActorOf(ANONYMOUS)).toEqual({ role: 'guest' });
  });

  it('acts as admin for an admin whatever their role', () => {
    expect(eventActorOf({ ...owner, isAdmin: true }).role).toBe('admin');
  });
});

describe(adminActorOf.name, () => {
  it('carries the admin and the reason of the decision', () => {
    expect(adminActorOf(owner, client, 'Duplicate listing')).toMatchObject({
      id: 7,
      role: 'admin',
      reason: 'Duplicate listing',
    });
  });
});

describe(eventActor.name, () => {
  it('cuts each field to the length the event envelope allows and leaves absent ones out', () => {
    const actor = eventActor(
      { id: null, role: 'customer', name: 'n'.repeat(300), email: null },
      undefined,
      'r'.repeat(2000),
    );
    expect(actor).toEqual({ role: 'customer', name: 'n'.repeat(200), reason: 'r'.repeat(1000) });
  });
});
