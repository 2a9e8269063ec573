import { serializeCookie } from './cookie-writer';

describe(serializeCookie.name, () => {
  it('keeps a remembered session for 30 days, httpOnly and SameSite=Lax', () => {
    const value = serializeCookie({ kind: 'session', token: 'tok', rememberMe: true }, true);
    expect(value).toBe('marketplace.sid=tok; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax');
  });

  it('gives a session without remember-me no lifetime, so it ends with the browser', () => {
    const value = serializeCookie({ kind: 'session', token: 'tok', rememberMe: false }, false);
    expect(value).toBe('marketplace.sid=tok; Path=/; HttpOnly; SameSite=Lax');
  });

  it('clears the session cookie', () => {
    expect(serializeCookie({ kind: 'clear-session' }, false)).toMatch(
      /^marketplace\.sid=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
  });

  it('keeps the guest cookie 30 days', () => {
    expect(serializeCookie({ kind: 'guest', token: 'g' }, false)).toBe(
      'marketplace.guest=g; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
    );
  });
});
