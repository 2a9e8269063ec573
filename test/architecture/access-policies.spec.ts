import type { INestApplication } from '@nestjs/common';
import { declaredRoutes, openApiPath, rootModuleOf } from '@app/testing';
import { services } from '../../scripts/embedded/service-catalogue';
import { PRODUCT_POLICIES } from './product-policies';

/** A route without a policy is refused by the guard (fail closed); this finds it before a person does. */
describe('access policies of every service route', () => {
  it('names only services that exist in its product rules', () => {
    const names = services.map(({ definition }) => definition.name);
    expect(Object.keys(PRODUCT_POLICIES).filter((name) => !names.includes(name))).toEqual([]);
  });

  // The one list of services the launchers start: a new service is checked without editing this test.
  describe.each(
    services.map(({ definition }) => [definition.name, definition, PRODUCT_POLICIES[definition.name] ?? {}] as const),
  )('%s', (_name, definition, policies) => {
    const routes = declaredRoutes(rootModuleOf(definition)).map((route) => ({
      ...route,
      key: `${route.method} ${route.path}`,
    }));

    it('declares one on every route', () => {
      expect(routes.length).toBeGreaterThan(0);
      const undeclared = routes.filter((route) => route.policy === undefined).map((route) => route.handler);
      expect(undeclared).toEqual([]);
    });

    it('keeps every admin route admin-only and every internal route internal', () => {
      const misplaced = routes
        .filter(({ path, policy }) =>
          /^\/(api\/)?admin\//.test(path)
            ? policy?.kind !== 'admin'
            : path.startsWith('/internal/') && policy?.kind !== 'internal',
        )
        .map(({ key, policy }) => ({ key, policy }));
      expect(misplaced).toEqual([]);
    });

    // A lean route runs no access guard: it may only stand in front of a public Nest route of its method and path.
    // Its factory only keeps the providers it is given, so a stand-in app that hands out empty ones builds it.
    const leanRoutes = definition.leanRoutes?.({ get: () => ({}) } as unknown as INestApplication) ?? [];
    it('answers before Nest (lean routes) only in front of public routes of the same method and path', () => {
      const unguarded = leanRoutes
        .map((route) => `${route.kind === 'read' ? 'GET' : 'POST'} ${openApiPath(route.pattern)}`)
        .map((key) => ({ key, behind: routes.filter((declared) => declared.key === key).map(({ policy }) => policy) }))
        .filter(({ behind }) => behind.length !== 1 || behind[0]?.kind !== 'public');
      expect(unguarded).toEqual([]);
    });

    it('keeps the policies the product rules name', () => {
      const declared = Object.fromEntries(
        routes.filter(({ key }) => key in policies).map(({ key, policy }) => [key, policy]),
      );
      expect(declared).toEqual(policies);
    });
  });
});
