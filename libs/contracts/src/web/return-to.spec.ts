import { loginDestination, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each(['/admin', '/shops/12?action=rate', '/browse?near=Galway#map', '/dashboard'])(
    'keeps the site path %s',
    (path) => {
      expect(safeReturnTo(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'admin',
    '/ad\tmin',
    '/\u0000//evil.example',
    '',
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeReturnTo(['/admin'])).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
  });
});

describe('loginDestination', () => {
  it("opens the shop-owner screen itself on the tab asked for ('List Your Shop')", () => {
    expect(loginDestination('/shop-owner-auth?tab=sign-up')).toBe('/shop-owner-auth?tab=sign-up');
  });

  it('sends owner actions and the listing fee to the shop-owner sign-in', () => {
    expect(loginDestination('/subscribe')).toBe('/shop-owner-auth?returnTo=%2Fsubscribe');
    expect(loginDestination('/dashboard')).toBe('/shop-owner-auth?returnTo=%2Fdashboard');
  });

  it('sends the admin screens to the combined sign-in on its login view', () => {
    expect(loginDestination('/admin/enhanced')).toBe('/auth-test?view=login&returnTo=%2Fadmin%2Fenhanced');
  });

  it('sends anything else, or nothing, to the login-type chooser', () => {
    expect(loginDestination('/favorites')).toBe('/?login=choose&returnTo=%2Ffavorites');
    expect(loginDestination(null)).toBe('/?login=choose');
  });
});
