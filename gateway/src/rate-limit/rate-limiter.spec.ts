import { normalizePath } from '../http/normalize-path';
import { RATE_LIMIT_RULES, RateLimitRule } from './rate-limit-rules';
import { RateLimiter, scaledLimit } from './rate-limiter';
import {
  FallbackRateLimitStore,
  MemoryRateLimitStore,
  RateLimitStore,
  WindowCount,
  windowOf,
} from './rate-limit-store';

const MINUTE = 60_000;
/** A moment at the very start of a ten-minute (and so of a one-minute) window. */
const WINDOW_START = 1_700_000_400_000;

function limiterAt(clock: { now: number }, rules?: readonly RateLimitRule[], multiplier?: number) {
  const store = new MemoryRateLimitStore();
  return { store, limiter: new RateLimiter(store, { rules, multiplier, now: () => clock.now }) };
}

async function hits(limiter: RateLimiter, count: number, method: string, path: string, client = '203.0.113.9') {
  const decisions = [];
  for (let i = 0; i < count; i += 1) decisions.push(await limiter.check(method, normalizePath(path), client));
  return decisions;
}

describe(windowOf.name, () => {
  it('aligns windows on multiples of their length', () => {
    expect(WINDOW_START % (10 * MINUTE)).toBe(0);
    expect(windowOf(WINDOW_START, MINUTE)).toEqual({ index: WINDOW_START / MINUTE, resetAt: WINDOW_START + MINUTE });
    expect(windowOf(WINDOW_START + MINUTE - 1, MINUTE).resetAt).toBe(WINDOW_START + MINUTE);
    expect(windowOf(WINDOW_START + MINUTE, MINUTE).resetAt).toBe(WINDOW_START + 2 * MINUTE);
  });
});

describe(MemoryRateLimitStore.name, () => {
  it('counts per key and window, and starts again in the next window', async () => {
    const store = new MemoryRateLimitStore();
    expect(await store.hit('a', MINUTE, WINDOW_START)).toEqual({ count: 1, resetAt: WINDOW_START + MINUTE });
    expect((await store.hit('a', MINUTE, WINDOW_START + 59_999)).count).toBe(2);
    expect((await store.hit('b', MINUTE, WINDOW_START)).count).toBe(1);
    expect(await store.hit('a', MINUTE, WINDOW_START + MINUTE)).toEqual({
      count: 1,
      resetAt: WINDOW_START + 2 * MINUTE,
    });
  });

  it('sweeps ended windows once it holds many buckets', async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 10_000; i += 1) await store.hit(`old-${i}`, MINUTE, WINDOW_START);
    expect(store.size).toBe(10_000);
    await store.hit('new', MINUTE, WINDOW_START + MINUTE);
    expect(store.size).toBe(1);
  });
});

describe(FallbackRateLimitStore.name, () => {
  it('counts in its own memory while the shared store fails, and reports each failure', async () => {
    let failing = false;
    const shared = new MemoryRateLimitStore();
    const flaky = new (class extends RateLimitStore {
      hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
        return failing ? Promise.reject(new Error('redis down')) : shared.hit(key, windowMs, now);
      }
    })();
    const failures: unknown[] = [];
    const store = new FallbackRateLimitStore(flaky, new MemoryRateLimitStore(), (error) => failures.push(error));
    expect((await store.hit('a', MINUTE, WINDOW_START)).count).toBe(1);
    failing = true;
    expect((await store.hit('a', MINUTE, WINDOW_START)).count).toBe(1);
    expect((await store.hit('a', MINUTE, WINDOW_START)).count).toBe(2);
    expect(failures).toHaveLength(2);
    failing = false;
    expect((await store.hit('a', MINUTE, WINDOW_START)).count).toBe(2);
  });
});

describe(scaledLimit.name, () => {
  it('scales and never goes below one', () => {
    expect(scaledLimit(10, 1)).toBe(10);
    expect(scaledLimit(10, 100)).toBe(1000);
    expect(scaledLimit(10, 0.25)).toBe(2);
    expect(scaledLimit(10, 0.01)).toBe(1);
  });
});

describe(RateLimiter.name, () => {
  it('allows ten registrations per ten minutes and refuses the eleventh until the window ends', async () => {
    const clock = { now: WINDOW_START + 4 * MINUTE };
    const { limiter } = limiterAt(clock);
    const decisions = await hits(limiter, 10, 'POST', '/api/customer/register');
    expect(decisions.every((decision) => decision.allowed)).toBe(true);

    const eleventh = await limiter.check('POST', '/api/auth/register', '203.0.113.9');
    expect(eleventh).toEqual({ allowed: false, retryAfterSeconds: 6 * 60, rule: 'auth-register' });

    clock.now = WINDOW_START + 10 * MINUTE - 1500;
    expect((await limiter.check('POST', '/api/shop-owner/register', '203.0.113.9')).retryAfterSeconds).toBe(2);
    clock.now = WINDOW_START + 10 * MINUTE;
    expect((await limiter.check('POST', '/api/shop-owner/register', '203.0.113.9')).allowed).toBe(true);
  });

  it('allows twenty sign-in attempts a minute, counting the three login paths together', async () => {
    const clock = { now: WINDOW_START };
    const { limiter } = limiterAt(clock);
    await hits(limiter, 7, 'POST', '/api/auth/login');
    await hits(limiter, 7, 'POST', '/api/customer/login');
    const last = await hits(limiter, 7, 'POST', '/api/shop-owner/login');
    expect(last.map((decision) => decision.allowed)).toEqual([true, true, true, true, true, true, false]);
    expect(last[6]).toMatchObject({ rule: 'auth-login', retryAfterSeconds: 60 });
  });

  it('keeps each rule and each client in its own bucket', async () => {
    const clock = { now: WINDOW_START };
    const { limiter } = limiterAt(clock);
    await hits(limiter, 10, 'POST', '/api/auth/register');
    expect((await limiter.check('POST', '/api/auth/register', '203.0.113.9')).allowed).toBe(false);
    expect((await limiter.check('POST', '/api/auth/register', '198.51.100.1')).allowed).toBe(true);
    expect((await limiter.check('POST', '/api/auth/login', '203.0.113.9')).allowed).toBe(true);
    expect((await limiter.check('POST', '/api/auth/request-password-reset', '203.0.113.9')).allowed).toBe(true);
  });

  it('cannot be dodged by case, a trailing slash or percent-escapes', async () => {
    const clock = { now: WINDOW_START };
    const { limiter } = limiterAt(clock);
    const paths = ['/api/auth/register', '/api/auth/REGISTER', '/api/auth/register/', '/api/auth/%72egister?x=1'];
    for (let i = 0; i < 10; i += 1) await limiter.check('POST', normalizePath(paths[i % 4]!), 'c');
    expect((await limiter.check('POST', normalizePath('/Api/Auth/Register/'), 'c')).allowed).toBe(false);
  });

  it('counts only the methods a rule names: reading the session is not a sign-in attempt', async () => {
    const { limiter } = limiterAt({ now: WINDOW_START });
    expect(limiter.matchingRules('POST', '/api/guest-session').map((rule) => rule.name)).toEqual([
      'guest-session',
      'api',
    ]);
    expect(limiter.matchingRules('GET', '/api/guest-session').map((rule) => rule.name)).toEqual(['api']);
    expect(limiter.matchingRules('get', '/api/auth/login').map((rule) => rule.name)).toEqual(['api']);
    expect(limiter.matchingRules('GET', '/api').map((rule) => rule.name)).toEqual(['api']);
    expect(limiter.matchingRules('GET', '/browse')).toEqual([]);
    expect(limiter.matchingRules('GET', '/apiary')).toEqual([]);
  });

  it('limits every /api request to 600 a minute and leaves the web app alone', async () => {
    const { limiter } = limiterAt({ now: WINDOW_START + 30_000 });
    const decisions = await hits(limiter, 601, 'GET', '/api/shops');
    expect(decisions.slice(0, 600).every((decision) => decision.allowed)).toBe(true);
    expect(decisions[600]).toEqual({ allowed: false, retryAfterSeconds: 30, rule: 'api' });
    expect((await hits(limiter, 700, 'GET', '/shops/1')).every((decision) => decision.allowed)).toBe(true);
  });

  it("limits a client's leads on shop pages, whatever the shop", async () => {
    const { limiter } = limiterAt({ now: WINDOW_START });
    expect(limiter.matchingRules('POST', '/api/shops/7/leads').map((rule) => rule.name)).toEqual(['shop-leads', 'api']);
    expect(limiter.matchingRules('GET', '/api/shops/7').map((rule) => rule.name)).toEqual(['api']);
    const decisions = [
      ...(await hits(limiter, 15, 'POST', '/api/shops/7/leads')),
      ...(await hits(limiter, 16, 'POST', '/api/shops/8/leads')),
    ];
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(30);
    expect(decisions[30]).toMatchObject({ allowed: false, rule: 'shop-leads' });
  });

  it('answers with the longest wait when several rules refuse', async () => {
    const rules: RateLimitRule[] = [
      { name: 'short', paths: ['/api/x'], limit: 1, windowMs: MINUTE },
      { name: 'long', paths: ['/api/x'], limit: 1, windowMs: 10 * MINUTE },
    ];
    const { limiter } = limiterAt({ now: WINDOW_START }, rules);
    await limiter.check('POST', '/api/x', 'c');
    expect(await limiter.check('POST', '/api/x', 'c')).toEqual({
      allowed: false,
      retryAfterSeconds: 600,
      rule: 'long',
    });
  });

  it('scales every limit by the multiplier', async () => {
    const { limiter } = limiterAt({ now: WINDOW_START }, undefined, 3);
    const decisions = await hits(limiter, 31, 'POST', '/api/auth/register');
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(30);
  });

  it('counts synced rules in the synced store and every guessing or e-mail rule in the exact one', async () => {
    const exact = new MemoryRateLimitStore();
    const synced = new MemoryRateLimitStore();
    const limiter = new RateLimiter(exact, { syncedStore: synced, now: () => WINDOW_START });
    await limiter.check('POST', '/api/auth/login', 'c');
    expect(exact.size).toBe(1); // auth-login
    expect(synced.size).toBe(1); // api
    const syncedRules = RATE_LIMIT_RULES.filter((rule) => rule.counting === 'synced').map((rule) => rule.name);
    expect(syncedRules).toEqual(['shop-leads', 'api']);
  });

  it('names every rule once', () => {
    const names = RATE_LIMIT_RULES.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
    for (const rule of RATE_LIMIT_RULES) for (const path of rule.paths) expect(path).toBe(path.toLowerCase());
  });
});
