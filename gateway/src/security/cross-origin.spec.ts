import type { IncomingHttpHeaders } from 'node:http';
import { normalizePath } from '../http/normalize-path';
import { isOriginAllowed } from './cross-origin';

const OWN = 'https://shop.example';

function allowed(
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  extra: string[] = [],
  own: string | null = OWN,
) {
  return isOriginAllowed({ method, path: normalizePath(path), headers, ownOrigin: own }, extra);
}

describe(isOriginAllowed.name, () => {
  it('lets a page of the same origin write', () => {
    expect(allowed('POST', '/api/auth/login', { origin: 'https://shop.example' })).toBe(true);
    expect(allowed('DELETE', '/api/shops/1', { origin: 'https://SHOP.example:443' })).toBe(true);
    expect(allowed('PATCH', '/api/shops/1', { referer: 'https://shop.example/dashboard?tab=1,2' })).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('refuses %s from another origin', (method) => {
    expect(allowed(method, '/api/shops', { origin: 'https://evil.example' })).toBe(false);
  });

  it('refuses another scheme, another port, a subdomain and the null origin', () => {
    expect(allowed('POST', '/api/shops', { origin: 'http://shop.example' })).toBe(false);
    expect(allowed('POST', '/api/shops', { origin: 'https://shop.example:8443' })).toBe(false);
    expect(allowed('POST', '/api/shops', { origin: 'https://evil.shop.example' })).toBe(false);
    expect(allowed('POST', '/api/shops', { origin: 'null' })).toBe(false);
    expect(allowed('POST', '/api/shops', { origin: 'garbage' })).toBe(false);
  });

  it('checks the Referer when there is no Origin, and prefers the Origin when both are sent', () => {
    expect(allowed('POST', '/api/shops', { referer: 'https://evil.example/page' })).toBe(false);
    expect(allowed('POST', '/api/shops', { referer: 'not a url' })).toBe(false);
    expect(allowed('POST', '/api/shops', { origin: 'https://shop.example', referer: 'https://evil.example/' })).toBe(
      true,
    );
    expect(allowed('POST', '/api/shops', { origin: 'https://evil.example', referer: 'https://shop.example/' })).toBe(
      false,
    );
  });

  it('lets a client that sends neither header through (not a browser page)', () => {
    expect(allowed('POST', '/api/shops', {})).toBe(true);
  });

  it('never refuses reads, paths outside /api or the Stripe webhook', () => {
    const evil = { origin: 'https://evil.example' };
    expect(allowed('GET', '/api/shops', evil)).toBe(true);
    expect(allowed('HEAD', '/api/shops', evil)).toBe(true);
    expect(allowed('OPTIONS', '/api/shops', evil)).toBe(true);
    expect(allowed('POST', '/browse', evil)).toBe(true);
    expect(allowed('POST', '/apiary', evil)).toBe(true);
    expect(allowed('POST', '/api/billing/webhook', { origin: 'https://stripe.com' })).toBe(true);
    expect(allowed('POST', '/api/billing/webhook/', { origin: 'https://stripe.com' })).toBe(true);
    expect(allowed('POST', '/api/billing/checkout', { origin: 'https://stripe.com' })).toBe(false);
    expect(allowed('POST', '/API/Shops', evil)).toBe(false);
  });

  it('trusts ALLOWED_ORIGINS as well', () => {
    const extra = ['http://localhost:5173'];
    expect(allowed('POST', '/api/shops', { origin: 'http://localhost:5173' }, extra)).toBe(true);
    expect(allowed('POST', '/api/shops', { origin: 'http://localhost:5174' }, extra)).toBe(false);
  });

  it('refuses a page origin when the request has no usable Host, unless it is allowed', () => {
    expect(allowed('POST', '/api/shops', { origin: 'https://shop.example' }, [], null)).toBe(false);
    expect(allowed('POST', '/api/shops', { origin: 'https://shop.example' }, [OWN], null)).toBe(true);
  });
});
