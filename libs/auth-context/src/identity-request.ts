import { ANONYMOUS, RequestIdentity } from './identity';

/** Requests carry the verified identity under this property once the identity middleware has run. */
export interface RequestWithIdentity {
  identity?: RequestIdentity;
}

export function identityOf(request: unknown): RequestIdentity {
  return (request as RequestWithIdentity).identity ?? ANONYMOUS;
}
