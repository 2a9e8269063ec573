import type { IncomingHttpHeaders } from 'node:http';

function firstValue(value: string | string[] | undefined): string | undefined {
  const single = Array.isArray(value) ? value[0] : value;
  return single?.split(',')[0]?.trim() || undefined;
}

/**
 * Socket.IO's CORS rule: a browser connection is accepted only from the page's own origin (the Origin header's
 * host equals the Host, or the X-Forwarded-Host a front proxy set). Clients that send no Origin (not browsers)
 * are let through; they authenticate by cookie like everyone else. Applies to WebSocket upgrades too, which
 * browsers do not guard with CORS.
 */
export function isSameOrigin(headers: IncomingHttpHeaders): boolean {
  const origin = firstValue(headers.origin);
  if (origin === undefined) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  const hosts = [firstValue(headers.host), firstValue(headers['x-forwarded-host'])]
    .filter((host): host is string => host !== undefined)
    .map((host) => host.toLowerCase());
  return hosts.includes(originHost);
}
