import type { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import { ANONYMOUS, RequestIdentity } from '@app/auth-context';

/**
 * Turns a request (an HTTP request or a Socket.IO handshake, both IncomingMessage) into the person behind it.
 * The abstract class is also the injection token, bound to IdentitySessionResolver (cookies resolved by identity,
 * cached in Redis) unless createGatewayApp is given another `sessionResolver`.
 */
export abstract class SessionResolver {
  abstract resolve(request: IncomingMessage): Promise<RequestIdentity>;
}

/** Every caller anonymous: for tests and tools that run the gateway without identity. */
@Injectable()
export class AnonymousSessionResolver extends SessionResolver {
  resolve(_request: IncomingMessage): Promise<RequestIdentity> {
    return Promise.resolve({ ...ANONYMOUS });
  }
}
