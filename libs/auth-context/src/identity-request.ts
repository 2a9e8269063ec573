import { ANONYMOUS, RequestClient, RequestIdentity } from './identity';
import { plainClientIp } from './identity-signature';

/** Requests carry the verified identity and client under these properties once the identity middleware has run. */
export interface RequestWithIdentity {
  identity?: RequestIdentity;
  /** The client the gateway signed; null on a request without a valid signature or without a signed client. */
  signedClient?: RequestClient | null;
}

export function identityOf(request: unknown): RequestIdentity {
  return (request as RequestWithIdentity).identity ?? ANONYMOUS;
}

/**
 * Where a request came from: the client the gateway signed, else (a caller on the service's port itself) the
 * socket's peer with no user agent. Never X-Forwarded-For or User-Agent, which anyone reaching the port can write.
 */
export function clientOf(request: unknown): RequestClient {
  const signed = (request as RequestWithIdentity).signedClient;
  if (signed) return signed;
  const peer = (request as { socket?: { remoteAddress?: string } }).socket?.remoteAddress;
  return { ip: plainClientIp(peer), userAgent: null };
}
