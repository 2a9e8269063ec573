import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Set on every answer (HTML, API, assets, errors) unless the service that answered set its own: Helmet's set. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  // The old XSS auditor did more harm than good; Helmet turns it off explicitly.
  'x-xss-protection': '0',
});

/** SECURITY_HEADERS as a list, built once rather than on every response. */
const SECURITY_HEADER_ENTRIES: readonly (readonly [string, string])[] = Object.entries(SECURITY_HEADERS);

/** Only over https (TLS at the gateway or a trusted proxy's X-Forwarded-Proto): browsers ignore it over http. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The web app's policy: its own scripts and styles (Vite emits no inline script), Stripe.js and its frames, and
 * never inside another site's frame. Styles keep 'unsafe-inline' for the style attributes React and Radix set.
 */
export const HTML_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' ws: wss: https://api.stripe.com",
  'frame-src https://js.stripe.com https://hooks.stripe.com',
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The service worker's script: a worker runs under the policy its script arrives with, and it must fetch the
 * build's files to cache them and load Workbox's runtime from the same origin; nothing else.
 */
export const SERVICE_WORKER_CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; connect-src 'self'";

/** Everything that is not a page (JSON, images, scripts, CSS): nothing may run or load as if it were one. */
export const RESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export interface SecurityHeaderOptions {
  /** The client reached us over https: adds Strict-Transport-Security. */
  https: boolean;
}

const CSP = 'content-security-policy';

type HeadersArgument = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

/** A header passed to writeHead (object or flat [name, value, ...] list), case-insensitively. */
function headerIn(headers: HeadersArgument, name: string): OutgoingHttpHeader | undefined {
  if (!headers) return undefined;
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2) {
      if (String(headers[index]).toLowerCase() === name) return headers[index + 1];
    }
    return undefined;
  }
  // for-in rather than Object.entries: this runs twice on every answer and allocates nothing.
  for (const key in headers) if (key.toLowerCase() === name) return headers[key];
  return undefined;
}

function isHtml(contentType: OutgoingHttpHeader | undefined): boolean {
  return typeof contentType === 'string' && /^\s*text\/html\b/i.test(contentType);
}

/**
 * Gives a response the security headers as defaults: set now with setHeader, so headers passed to writeHead (the
 * proxy passes the service's there) win, and anything the gateway's own code sets later replaces them. The CSP
 * depends on the content type, known only when the head is written, so writeHead adds the page policy to HTML
 * answers and the resource policy to everything else that carries none (but a 304, which keeps the cached
 * answer's). Node's implicit head (a bare write or end) goes through writeHead too.
 */
export function applySecurityHeaders(response: ServerResponse, options: SecurityHeaderOptions): void {
  for (const [name, value] of SECURITY_HEADER_ENTRIES) {
    if (!response.hasHeader(name)) response.setHeader(name, value);
  }
  if (options.https && !response.hasHeader('strict-transport-security')) {
    response.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  }
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithPolicy(this: ServerResponse, ...args: unknown[]): ServerResponse {
    const headers = [args[1], args[2]].find((arg): arg is HeadersArgument => typeof arg === 'object' && arg !== null);
    const contentType = headerIn(headers, 'content-type') ?? this.getHeader('content-type');
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
    // A 304 has no body and no content type, and the browser merges its headers into the cached answer: a policy
    // here would replace the cached page's own with the resource one and break the page.
    if (status !== 304 && !this.hasHeader(CSP) && !headerIn(headers, CSP)) {
      const html = isHtml(contentType as OutgoingHttpHeader | undefined);
      this.setHeader(CSP, html ? HTML_CONTENT_SECURITY_POLICY : RESOURCE_CONTENT_SECURITY_POLICY);
    }
    return (writeHead as (...values: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
