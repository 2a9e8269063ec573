import { clientInfoOf } from './client-info';

describe(clientInfoOf.name, () => {
  it('takes the first X-Forwarded-For value, the user agent and the cookies', () => {
    const info = clientInfoOf({
      headers: {
        'x-forwarded-for': '203.0.113.7, 10.0.0.1',
        'user-agent': 'Firefox',
        cookie: 'marketplace.sid=abc; other=1',
      },
      socket: { remoteAddress: '10.0.0.2' },
    });
    expect(info).toEqual({
      ip: '203.0.113.7',
      userAgent: 'Firefox',
      cookies: { 'marketplace.sid': 'abc', other: '1' },
    });
  });

  it('falls back to the peer address without the IPv4-mapped prefix', () => {
    expect(clientInfoOf({ headers: {}, socket: { remoteAddress: '::ffff:127.0.0.1' } })).toEqual({
      ip: '127.0.0.1',
      userAgent: null,
      cookies: {},
    });
  });
});
