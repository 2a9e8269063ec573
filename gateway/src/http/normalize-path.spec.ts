import { isApiPath, normalizePath } from './normalize-path';

describe(normalizePath.name, () => {
  it.each([
    ['/api/auth/login', '/api/auth/login'],
    ['/api/auth/LOGIN/', '/api/auth/login'],
    ['/api/auth/%6Cogin?next=/x', '/api/auth/login'],
    ['/api/auth/login//', '/api/auth/login'],
    ['/', '/'],
    ['', '/'],
    ['/api/%E0%A4%A', '/api/%e0%a4%a'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe(isApiPath.name, () => {
  it('is /api and beneath only', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/shops')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/')).toBe(false);
  });
});
