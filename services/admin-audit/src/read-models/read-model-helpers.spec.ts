import { splitName } from './admin-log-action';
import { projectedEventNames } from './project-event';
import { visitSource } from './visit-source';

describe('read model helpers', () => {
  it('names a visit source by the referrer host, or Direct', () => {
    expect(visitSource('https://www.google.com/search?q=bread')).toBe('google.com');
    expect(visitSource('http://facebook.com/')).toBe('facebook.com');
    expect(visitSource(null)).toBe('Direct');
    expect(visitSource('  ')).toBe('Direct');
    expect(visitSource('not a url')).toBe('Direct');
  });

  it('splits an admin display name into first and last name', () => {
    expect(splitName('Mary Anne Byrne')).toEqual({ firstName: 'Mary', lastName: 'Anne Byrne' });
    expect(splitName('Root')).toEqual({ firstName: 'Root', lastName: '' });
    expect(splitName(undefined)).toEqual({ firstName: 'Admin', lastName: '' });
  });

  it('projects the admin actions, sign-in audit, people, shops, products, visits, messages and payments', () => {
    expect(projectedEventNames).toEqual(
      expect.arrayContaining([
        'user.registered',
        'user.suspended',
        'user.deleted',
        'user.login_failed',
        'shop.approved',
        'shop.removed',
        'product.created',
        'shop.viewed',
        'shop.visits.recorded',
        'chat.message.sent',
        'payment.succeeded',
      ]),
    );
    expect(projectedEventNames).not.toContain('review.created');
  });
});
