import { isSafePath } from './safe-path';

describe(isSafePath.name, () => {
  it.each(['/api/shops', '/api/shops/', '/api/shops/12/reviews', '/uploads/a%20b.png', '/api/products/search'])(
    'accepts %s',
    (path) => {
      expect(isSafePath(path)).toBe(true);
    },
  );

  it.each([
    '/api/shops/../admin/users',
    '/api/shops/%2e%2e/admin/users',
    '/api/shops/.%2E/x',
    '/api/shops/./1',
    '/api/shops//1',
    '/api/shops%2f1',
    '/api/shops\\1',
    '/api/shops/%00',
    'api/shops',
  ])('refuses %s', (path) => {
    expect(isSafePath(path)).toBe(false);
  });
});
