import { declaredRoutes, rootModuleOf } from '@app/testing';
import { GUARDED_SERVICES } from './services';

/** A route without a policy is refused by the guard (fail closed); this finds it before a person does. */
describe('access policies of every service route', () => {
  describe.each(GUARDED_SERVICES.map(({ definition, policies }) => [definition.name, definition, policies] as const))(
    '%s',
    (_name, definition, policies) => {
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

      it('keeps the policies the product rules name', () => {
        const declared = Object.fromEntries(
          routes.filter(({ key }) => key in policies).map(({ key, policy }) => [key, policy]),
        );
        expect(declared).toEqual(policies);
      });
    },
  );
});
