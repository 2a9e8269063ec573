import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@app/contracts';
import { sessionHintCookie } from './session-hint';

describe(sessionHintCookie.name, () => {
  it('says 1 when the page request carries a session cookie', () => {
    expect(sessionHintCookie(`a=b; ${SESSION_COOKIE}=tok123`, false)).toBe(
      `${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax`,
    );
  });

  it('says 0 without one, with an empty one, or with only a guest cookie', () => {
    expect(sessionHintCookie(undefined, false)).toBe(`${SESSION_HINT_COOKIE}=0; Path=/; SameSite=Lax`);
    expect(sessionHintCookie(`${SESSION_COOKIE}=`, false)).toMatch(/=0;/);
    expect(sessionHintCookie('marketplace.guest=g1', false)).toMatch(/=0;/);
  });

  it('is readable by the page (never HttpOnly) and Secure over https', () => {
    const cookie = sessionHintCookie(`${SESSION_COOKIE}=tok`, true);
    expect(cookie).toBe(`${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax; Secure`);
    expect(cookie).not.toMatch(/httponly/i);
  });
});
