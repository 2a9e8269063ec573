import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_POLICY_KEY, AccessPolicy } from './access-policy.decorators';
import { RequestIdentity } from './identity';
import { identityOf } from './identity-request';
import { INTERNAL_SECRET } from './identity.middleware';
import { INTERNAL_CALL_HEADER, isValidInternalCall } from './internal-signature';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const BANNED_MESSAGE = 'Your account has been suspended.';

/**
 * The one place that decides whether the caller may reach a route, from the route's declared policy and the
 * identity the gateway signed. Banned people may still read what they are allowed to, but never write.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(INTERNAL_SECRET) private readonly internalSecret: string,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!policy) throw new ForbiddenException('This route declares no access policy');
    const request = context.switchToHttp().getRequest<{ method: string; headers: Record<string, string | string[]> }>();
    const identity = identityOf(request);
    if (policy.kind === 'public') return true;
    if (policy.kind === 'internal') {
      if (isValidInternalCall(request.headers[INTERNAL_CALL_HEADER], this.internalSecret)) return true;
      throw new ForbiddenException('Internal route');
    }
    this.requireSignedIn(identity);
    if (identity.banned && !READ_METHODS.has(request.method.toUpperCase())) {
      throw new ForbiddenException(BANNED_MESSAGE);
    }
    switch (policy.kind) {
      case 'signed-in':
        return true;
      case 'admin':
        if (!identity.isAdmin) throw new ForbiddenException('Admin access required');
        return true;
      case 'roles':
        if (identity.isAdmin || (identity.role !== null && policy.roles.includes(identity.role))) return true;
        throw new ForbiddenException('You do not have access to this resource');
    }
  }

  private requireSignedIn(identity: RequestIdentity): void {
    if (identity.userId === null) throw new UnauthorizedException('Unauthorized');
  }
}
