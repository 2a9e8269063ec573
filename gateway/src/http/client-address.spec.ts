import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { clientIpOf, originOf, rateLimitClientKey, requestOriginOf, requestProtocolOf } from './client-address';

function requestWith(headers: IncomingHttpHeaders, remoteAddress = '::ffff:10.0.0.2', encrypted = false) {
  return { headers, socket: { remoteAddress, encrypted } } as unknown as IncomingMessage;
}

describe(clientIpOf.name, () => {
  it('is the socket peer, without the IPv4-mapped prefix', () => {
    expect(clientIpOf(requestWith({}), false)).toBe('10.0.0.2');
    expect(clientIpOf(requestWith({}, '2001:db8::1'), false)).toBe('2001:db8::1');
  });

  it('ignores X-Forwarded-For unless the proxy is trusted, then takes the value that proxy appended (the last)', () => {
    const request = requestWith({ 'x-forwarded-for': '203.0.113.9' });
    expect(clientIpOf(request, false)).toBe('10.0.0.2');
    expect(clientIpOf(request, true)).toBe('203.0.113.9');
    expect(clientIpOf(requestWith({}), true)).toBe('10.0.0.2');
  });

  it('never takes a value the client wrote before the trusted proxy appended the real one', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the address it saw.
    expect(clientIpOf(requestWith({ 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }), true)).toBe('203.0.113.9');
    expect(clientIpOf(requestWith({ 'x-forwarded-for': ['1.2.3.4', '203.0.113.9'] }), true)).toBe('203.0.113.9');
  });
});

describe(rateLimitClientKey.name, () => {
  it('counts IPv4 addresses one by one', () => {
    expect(rateLimitClientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitClientKey(undefined)).toBe('unknown');
  });

  it('counts IPv6 addresses by their /64 network', () => {
    expect(rateLimitClientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitClientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(rateLimitClientKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(rateLimitClientKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitClientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitClientKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});

describe(requestOriginOf.name, () => {
  it('is the scheme of the socket and the Host', () => {
    expect(requestOriginOf(requestWith({ host: 'Shop.Example:80' }), false)).toBe('http://shop.example');
    expect(requestOriginOf(requestWith({ host: 'shop.example' }, '10.0.0.2', true), false)).toBe(
      'https://shop.example',
    );
    expect(requestOriginOf(requestWith({}), false)).toBeNull();
    expect(requestOriginOf(requestWith({ host: 'bad host/' }), false)).toBeNull();
  });

  it('reads X-Forwarded-Proto and X-Forwarded-Host only behind a trusted proxy', () => {
    const request = requestWith({
      host: 'gateway:3000',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
    });
    expect(requestOriginOf(request, false)).toBe('http://gateway:3000');
    expect(requestOriginOf(request, true)).toBe('https://shop.example');
    expect(requestProtocolOf(requestWith({ 'x-forwarded-proto': 'gopher' }), true)).toBe('http');
  });
});

describe(originOf.name, () => {
  it('normalizes http(s) URLs and refuses the rest', () => {
    expect(originOf('https://Shop.example:443/a?b')).toBe('https://shop.example');
    expect(originOf('ftp://shop.example')).toBeNull();
    expect(originOf('null')).toBeNull();
  });
});
