import { GUEST_COOKIE, SESSION_COOKIE } from '@app/contracts';
import { sessionCookiesOf } from './session-cookies';

describe(sessionCookiesOf.name, () => {
  it('finds nothing without a Cookie header or without our cookies', () => {
    expect(sessionCookiesOf(undefined)).toEqual({});
    expect(sessionCookiesOf('')).toEqual({});
    expect(sessionCookiesOf('sid=abc; theme=dark')).toEqual({});
  });

  it('reads the session and guest tokens among other cookies', () => {
    expect(sessionCookiesOf(`theme=dark; ${SESSION_COOKIE}=s-token; ${GUEST_COOKIE}=g-token`)).toEqual({
      sessionToken: 's-token',
      guestToken: 'g-token',
    });
    expect(sessionCookiesOf(`${GUEST_COOKIE}=g-token`)).toEqual({ guestToken: 'g-token' });
  });

  it('decodes percent-encoded values and keeps the first of a repeated name', () => {
    expect(sessionCookiesOf(`${SESSION_COOKIE}=a%2Bb; ${SESSION_COOKIE}=second`)).toEqual({ sessionToken: 'a+b' });
  });

  it('ignores empty and over-long values', () => {
    expect(sessionCookiesOf(`${SESSION_COOKIE}=; ${GUEST_COOKIE}=${'x'.repeat(201)}`)).toEqual({});
    expect(sessionCookiesOf(`${SESSION_COOKIE}=${'x'.repeat(200)}`).sessionToken).toHaveLength(200);
  });
});
