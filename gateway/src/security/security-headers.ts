import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Set on every answer unless the service that answered set its own. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
});

/** The web app's policy: its own scripts and styles (Vite emits no inline script), Stripe.js and its frames. */
export const HTML_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' ws: wss: https://api.stripe.com",
  'frame-src https://js.stripe.com https://hooks.stripe.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

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
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

function isHtml(contentType: OutgoingHttpHeader | undefined): boolean {
  return typeof contentType === 'string' && /^\s*text\/html\b/i.test(contentType);
}

/**
 * Gives a response the security headers as defaults: set now with setHeader, so headers passed to writeHead (the
 * proxy passes the service's there) win, and anything the gateway's own code sets later replaces them. The CSP
 * depends on the content type, known only when the head is written, so writeHead adds it to HTML answers that
 * carry none. Node's implicit head (a bare write or end) goes through writeHead too.
 */
export function applySecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.hasHeader(name)) response.setHeader(name, value);
  }
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithPolicy(this: ServerResponse, ...args: unknown[]): ServerResponse {
    const headers = [args[1], args[2]].find((arg): arg is HeadersArgument => typeof arg === 'object' && arg !== null);
    const contentType = headerIn(headers, 'content-type') ?? this.getHeader('content-type');
    if (isHtml(contentType as OutgoingHttpHeader | undefined) && !this.hasHeader(CSP) && !headerIn(headers, CSP)) {
      this.setHeader(CSP, HTML_CONTENT_SECURITY_POLICY);
    }
    return (writeHead as (...values: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
