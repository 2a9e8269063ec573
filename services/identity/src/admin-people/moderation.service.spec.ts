import { belongsTo, moderationEventName } from './moderation.service';

describe(moderationEventName.name, () => {
  it('bans customers and suspends users and shop owners', () => {
    expect(moderationEventName('customers', true)).toBe('user.banned');
    expect(moderationEventName('customers', false)).toBe('user.unbanned');
    expect(moderationEventName('users', true)).toBe('user.suspended');
    expect(moderationEventName('shop-owners', false)).toBe('user.unsuspended');
  });
});

describe(belongsTo.name, () => {
  it('keeps the owner and customer routes to their own people', () => {
    expect(belongsTo('users', { role: 'shop_owner' })).toBe(true);
    expect(belongsTo('shop-owners', { role: 'customer' })).toBe(false);
    expect(belongsTo('customers', { role: 'customer' })).toBe(true);
    expect(belongsTo('customers', { role: 'admin' })).toBe(false);
  });
});
