import { isAppRoute } from './app-route';

describe(isAppRoute.name, () => {
  it.each(['/', '/browse', '/shops/12', '/admin/enhanced', '/apiary', '/uploadsville'])(
    'serves the web app for GET %s',
    (path) => {
      expect(isAppRoute('GET', path, true)).toBe(true);
    },
  );

  it.each(['/api', '/api/nope', '/uploads/x.png', '/socket.io/', '/assets/missing-123.js'])(
    'never serves the web app for %s',
    (path) => {
      expect(isAppRoute('GET', path, true)).toBe(false);
    },
  );

  it('needs a GET or HEAD that accepts HTML', () => {
    expect(isAppRoute('HEAD', '/browse', true)).toBe(true);
    expect(isAppRoute('POST', '/browse', true)).toBe(false);
    expect(isAppRoute('GET', '/browse', false)).toBe(false);
  });
});
