import type { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import { ANONYMOUS, RequestIdentity } from '@app/auth-context';

/**
 * Turns a request (an HTTP request or a Socket.IO handshake, both IncomingMessage) into the person behind it.
 * The abstract class is also the injection token: the accounts issue binds it to the cookie/Redis session lookup
 * with `{ provide: SessionResolver, useClass: CookieSessionResolver }` (or createGatewayApp's `sessionResolver`).
 */
export abstract class SessionResolver {
  abstract resolve(request: IncomingMessage): Promise<RequestIdentity>;
}

/** Until sessions exist every caller is anonymous. */
@Injectable()
export class AnonymousSessionResolver extends SessionResolver {
  resolve(_request: IncomingMessage): Promise<RequestIdentity> {
    return Promise.resolve({ ...ANONYMOUS });
  }
}
