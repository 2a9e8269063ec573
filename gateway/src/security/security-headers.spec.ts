import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import {
  applySecurityHeaders,
  HTML_CONTENT_SECURITY_POLICY,
  RESOURCE_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';

function response(https = false): ServerResponse {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  applySecurityHeaders(res, { https });
  return res;
}

describe(applySecurityHeaders.name, () => {
  it('sets the security headers on every answer, the page CSP on HTML and the resource CSP on the rest', () => {
    const json = response();
    json.writeHead(200, { 'content-type': 'application/json' });
    expect(json.getHeaders()).toMatchObject(SECURITY_HEADERS);
    expect(json.getHeader('content-security-policy')).toBe(RESOURCE_CONTENT_SECURITY_POLICY);

    const html = response();
    html.setHeader('content-type', 'text/html; charset=UTF-8');
    html.writeHead(200);
    expect(html.getHeader('content-security-policy')).toBe(HTML_CONTENT_SECURITY_POLICY);
    expect(html.getHeader('x-frame-options')).toBe('DENY');
  });

  it('adds no policy to a 304, whose headers the browser merges into the cached page', () => {
    const notModified = response();
    notModified.writeHead(304);
    expect(notModified.getHeader('content-security-policy')).toBeUndefined();
    const implicit = response();
    implicit.statusCode = 304;
    implicit.writeHead(implicit.statusCode);
    expect(implicit.getHeader('content-security-policy')).toBeUndefined();
  });

  it('sends Strict-Transport-Security over https only', () => {
    const secure = response(true);
    secure.writeHead(200);
    expect(secure.getHeader('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    const plain = response(false);
    plain.writeHead(200);
    expect(plain.getHeader('strict-transport-security')).toBeUndefined();
  });

  it('sees the content type passed to writeHead, with or without a status message', () => {
    const proxied = response();
    proxied.writeHead(200, 'OK', { 'Content-Type': 'text/html' });
    expect(proxied.getHeader('content-security-policy')).toBe(HTML_CONTENT_SECURITY_POLICY);
    const raw = response();
    raw.writeHead(200, ['Content-Type', 'text/html']);
    expect(raw.getHeader('content-security-policy')).toBe(HTML_CONTENT_SECURITY_POLICY);
  });

  it('keeps what a service set', () => {
    const proxied = response();
    proxied.writeHead(200, {
      'content-type': 'text/html',
      'content-security-policy': "default-src 'none'",
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(proxied.getHeader('content-security-policy')).toBe("default-src 'none'");
    expect(proxied.getHeader('x-frame-options')).toBe('SAMEORIGIN');
    expect(proxied.getHeader('x-content-type-options')).toBe('nosniff');
  });

  it('keeps what the gateway code set before or after', () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    res.setHeader('referrer-policy', 'no-referrer');
    applySecurityHeaders(res, { https: false });
    res.setHeader('content-security-policy', "default-src 'self'");
    res.setHeader('content-type', 'text/html');
    res.writeHead(200);
    expect(res.getHeader('referrer-policy')).toBe('no-referrer');
    expect(res.getHeader('content-security-policy')).toBe("default-src 'self'");
  });

  it('lets the web app load but never inline script or another site framing it', () => {
    expect(HTML_CONTENT_SECURITY_POLICY).toContain("script-src 'self' https://js.stripe.com;");
    expect(HTML_CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(HTML_CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(HTML_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});
