import type { IncomingMessage } from 'node:http';
import { requestOriginOf } from '../../http/client-address';

/**
 * The origin absolute URLs start with: PUBLIC_URL when set (production should set it, so a forged Host header
 * cannot change a canonical URL), else the origin the request was addressed to.
 */
export function publicOriginOf(request: IncomingMessage, publicUrl: string | undefined, trustProxy: boolean): string {
  return publicUrl ?? requestOriginOf(request, trustProxy) ?? 'http://localhost';
}
