import { ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AccessPolicy } from './access-policy.decorators';
import { AccessGuard } from './access.guard';
import { ANONYMOUS, RequestIdentity } from './identity';

const customer: RequestIdentity = { ...ANONYMOUS, userId: 1, role: 'customer' };
const owner: RequestIdentity = { ...ANONYMOUS, userId: 2, role: 'shop_owner' };
const admin: RequestIdentity = { ...ANONYMOUS, userId: 3, role: 'customer', isAdmin: true };

function contextFor(identity: RequestIdentity, method = 'GET'): ExecutionContext {
  const request = { identity, method, headers: {} };
  return {
    getType: () => 'http',
    getHandler: () => undefined,
    getClass: () => undefined,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

function guardWith(policy: AccessPolicy | undefined): AccessGuard {
  const reflector = { getAllAndOverride: () => policy } as unknown as Reflector;
  return new AccessGuard(reflector, 'internal-secret-of-at-least-32-chars!');
}

describe(AccessGuard.name, () => {
  it('refuses a route that declares no policy', () => {
    expect(() => guardWith(undefined).canActivate(contextFor(admin))).toThrow(ForbiddenException);
  });

  it('lets anyone through a public route', () => {
    expect(guardWith({ kind: 'public' }).canActivate(contextFor(ANONYMOUS))).toBe(true);
  });

  it('answers 401 to an anonymous caller of a signed-in route', () => {
    expect(() => guardWith({ kind: 'signed-in' }).canActivate(contextFor(ANONYMOUS))).toThrow(UnauthorizedException);
  });

  it('admits only the listed roles, and admins', () => {
    const guard = guardWith({ kind: 'roles', roles: ['shop_owner'] });
    expect(guard.canActivate(contextFor(owner))).toBe(true);
    expect(guard.canActivate(contextFor(admin))).toBe(true);
    expect(() => guard.canActivate(contextFor(customer))).toThrow(ForbiddenException);
  });

  it('admits only admins to an admin route', () => {
    const guard = guardWith({ kind: 'admin' });
    expect(guard.canActivate(contextFor(admin))).toBe(true);
    expect(() => guard.canActivate(contextFor(owner))).toThrow(ForbiddenException);
  });

  it('lets a banned person read but not write', () => {
    const banned = { ...customer, banned: true };
    const guard = guardWith({ kind: 'signed-in' });
    expect(guard.canActivate(contextFor(banned, 'GET'))).toBe(true);
    expect(() => guard.canActivate(contextFor(banned, 'POST'))).toThrow('Your account has been suspended.');
  });
});
