import { matchAppRoute } from './app-routes';

describe(matchAppRoute.name, () => {
  it('finds the route of a path, with its parameters', () => {
    expect(matchAppRoute('/')).toEqual({ name: 'home', params: {} });
    expect(matchAppRoute('/shops/12')).toEqual({ name: 'shop', params: { id: '12' } });
    expect(matchAppRoute('/admin/enhanced/')).toEqual({ name: 'adminEnhanced', params: {} });
  });

  it('finds nothing for a path no page has', () => {
    expect(matchAppRoute('/shops')).toBeNull();
    expect(matchAppRoute('/shops/12/extra')).toBeNull();
    expect(matchAppRoute('/wp-login.php')).toBeNull();
  });
});
