import { clientInfoOf } from './client-info';

describe(clientInfoOf.name, () => {
  it('takes the IP and user agent the gateway signed, the referrer and the cookies', () => {
    const info = clientInfoOf({
      headers: {
        'x-forwarded-for': '198.51.100.7',
        'user-agent': 'Forged',
        cookie: 'marketplace.sid=abc; other=1',
        referer: 'https://shops.example/search?q=bread',
      },
      signedClient: { ip: '203.0.113.7', userAgent: 'Firefox' },
      socket: { remoteAddress: '10.0.0.2' },
    });
    expect(info).toEqual({
      ip: '203.0.113.7',
      userAgent: 'Firefox',
      referrer: 'https://shops.example/search?q=bread',
      cookies: { 'marketplace.sid': 'abc', other: '1' },
    });
  });

  it('ignores X-Forwarded-For and User-Agent on an unsigned call: the peer address, no user agent', () => {
    expect(
      clientInfoOf({
        headers: { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'Forged' },
        socket: { remoteAddress: '::ffff:127.0.0.1' },
      }),
    ).toEqual({ ip: '127.0.0.1', userAgent: null, referrer: null, cookies: {} });
  });

  it('keeps at most 1000 characters of a referrer', () => {
    const referer = `https://shops.example/${'a'.repeat(2000)}`;
    expect(clientInfoOf({ headers: { referer } }).referrer).toHaveLength(1000);
  });
});
