import { landingPageFor, matchesRoutePath } from './landing-pages';

describe(matchesRoutePath.name, () => {
  it('matches literal segments exactly', () => {
    expect(matchesRoutePath('/', '/')).toBe(true);
    expect(matchesRoutePath('/browse', '/browse')).toBe(true);
    expect(matchesRoutePath('/browse', '/browse/')).toBe(false);
    expect(matchesRoutePath('/browse', '/browse-shops')).toBe(false);
    expect(matchesRoutePath('/', '/browse')).toBe(false);
  });

  it('lets a parameter stand for one non-empty segment', () => {
    expect(matchesRoutePath('/shops/:id', '/shops/12')).toBe(true);
    expect(matchesRoutePath('/shops/:id', '/shops/')).toBe(false);
    expect(matchesRoutePath('/shops/:id', '/shops/12/extra')).toBe(false);
    expect(matchesRoutePath('/shops/:id', '/shop/12')).toBe(false);
  });
});

describe(landingPageFor.name, () => {
  const table = {
    routes: [
      { path: '/', page: 'pages/home.html' },
      { path: '/browse', page: 'pages/browse-shops.html' },
      { path: '/shops/:id', page: 'pages/shop-detail.html' },
    ],
  };

  it('picks the variant of the first matching route', () => {
    expect(landingPageFor(table, '/')).toBe('pages/home.html');
    expect(landingPageFor(table, '/shops/7')).toBe('pages/shop-detail.html');
  });

  it('leaves every other path to index.html', () => {
    expect(landingPageFor(table, '/dashboard')).toBeUndefined();
    expect(landingPageFor({ routes: [] }, '/')).toBeUndefined();
  });
});
