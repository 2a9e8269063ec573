import type { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import { ANONYMOUS, RequestIdentity } from '@app/auth-context';

/** The person behind a request and the sessions that made them so, for a socket that must end with them. */
export interface SessionLookup {
  identity: RequestIdentity;
  /** hashSessionToken of the live session cookie, when it named a person. */
  sessionHash?: string;
  /** hashSessionToken of the live guest cookie, when it named a guest session. */
  guestHash?: string;
  /** When the first of those sessions expires (ms since the epoch); null when there is none. */
  expiresAt: number | null;
  /** True when identity could not be asked: the identity is anonymous for now, not known to be anonymous. */
  unresolved: boolean;
}

/**
 * Turns a request (an HTTP request or a Socket.IO handshake, both IncomingMessage) into the person behind it.
 * The abstract class is also the injection token, bound to IdentitySessionResolver (cookies resolved by identity,
 * cached in Redis) unless createGatewayApp is given another `sessionResolver`.
 */
export abstract class SessionResolver {
  abstract resolve(request: IncomingMessage): Promise<RequestIdentity>;

  /** resolve() plus the sessions behind the answer; resolvers that know of no sessions name none. */
  async lookup(request: IncomingMessage): Promise<SessionLookup> {
    return { identity: await this.resolve(request), expiresAt: null, unresolved: false };
  }
}

/** Every caller anonymous: for tests and tools that run the gateway without identity. */
@Injectable()
export class AnonymousSessionResolver extends SessionResolver {
  resolve(_request: IncomingMessage): Promise<RequestIdentity> {
    return Promise.resolve({ ...ANONYMOUS });
  }
}
