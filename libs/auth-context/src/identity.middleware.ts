import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import { IncomingMessage } from 'node:http';
import { IDENTITY_HEADER, IDENTITY_SIGNATURE_HEADER, verifySignedRequest } from './identity-signature';
import { RequestWithIdentity } from './identity-request';

export const INTERNAL_SECRET = Symbol('INTERNAL_SECRET');

/**
 * Verifies the gateway's signature on every request; anything unsigned or forged becomes anonymous, with the
 * socket's peer as its only address (clientOf).
 */
@Injectable()
export class IdentityMiddleware implements NestMiddleware {
  constructor(@Inject(INTERNAL_SECRET) private readonly secret: string) {}

  use(request: IncomingMessage & RequestWithIdentity, _response: unknown, next: () => void): void {
    const verified = verifySignedRequest(
      request.headers[IDENTITY_HEADER],
      request.headers[IDENTITY_SIGNATURE_HEADER],
      this.secret,
    );
    request.identity = verified.identity;
    request.signedClient = verified.client;
    next();
  }
}
