import { clientResponseHeaders, upstreamRequestHeaders } from './proxy-headers';

const facts = {
  clientAddress: '::ffff:203.0.113.9',
  protocol: 'http' as const,
  requestId: 'req-1',
  identityHeaders: { 'x-marketplace-identity': 'signed', 'x-marketplace-identity-signature': 'sig' },
};

describe(upstreamRequestHeaders.name, () => {
  it('replaces forged identity, forwarding and request id headers with the gateway ones', () => {
    const headers = upstreamRequestHeaders(
      {
        host: 'shop.example',
        'x-marketplace-identity': 'forged',
        'x-marketplace-identity-signature': 'forged',
        'x-marketplace-identity-extra': 'forged',
        'x-forwarded-for': '10.0.0.1',
        'x-real-ip': '10.0.0.1',
        'x-request-id': 'client',
        forwarded: 'for=10.0.0.1',
      },
      facts,
    );
    expect(headers).toEqual({
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'shop.example',
      'x-request-id': 'req-1',
      'x-marketplace-identity': 'signed',
      'x-marketplace-identity-signature': 'sig',
    });
  });

  it('drops hop-by-hop headers, those named by Connection, Host and Expect, and keeps the rest', () => {
    const headers = upstreamRequestHeaders(
      {
        connection: 'keep-alive, x-private',
        'keep-alive': 'timeout=5',
        'x-private': 'secret',
        'transfer-encoding': 'chunked',
        te: 'trailers',
        upgrade: 'h2c',
        'proxy-authorization': 'Basic abc',
        expect: '100-continue',
        'content-type': 'application/json',
        'content-length': '12',
        cookie: 'sid=1',
        authorization: 'Bearer t',
      },
      { ...facts, clientAddress: undefined },
    );
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'content-length': '12',
      cookie: 'sid=1',
      authorization: 'Bearer t',
    });
    for (const dropped of ['connection', 'keep-alive', 'x-private', 'transfer-encoding', 'te', 'upgrade', 'expect']) {
      expect(headers).not.toHaveProperty(dropped);
    }
    expect(headers).not.toHaveProperty('proxy-authorization');
    expect(headers).not.toHaveProperty('x-forwarded-for');
  });
});

describe(clientResponseHeaders.name, () => {
  it('keeps end-to-end headers, cookies included, and drops hop-by-hop and gateway-owned ones', () => {
    expect(
      clientResponseHeaders({
        connection: 'close',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'x-powered-by': 'Express',
        'x-request-id': 'upstream',
        'content-type': 'text/plain',
        'set-cookie': ['a=1', 'b=2'],
        etag: 'W/"1"',
      }),
    ).toEqual({ 'content-type': 'text/plain', 'set-cookie': ['a=1', 'b=2'], etag: 'W/"1"' });
  });
});
