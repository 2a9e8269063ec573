/**
 * Every rate limit of the gateway, as data. A request is counted against each rule it matches, per client (an
 * IPv4 address, or an IPv6 /64); over any one of them it answers 429. Each rule counts in its own bucket, so ten
 * registrations do not use up the sign-in attempts. RATE_LIMIT_MULTIPLIER scales every `limit`.
 */
export interface RateLimitRule {
  /** Names the bucket (part of the Redis key): keep it stable and unique. */
  name: string;
  /** Upper-case methods the rule counts; omitted = every method. */
  methods?: readonly string[];
  /**
   * Lower-case paths, compared with the normalized request path (decoded, lower case, no trailing slash). A path
   * ending in `/*` also matches everything beneath it.
   */
  paths: readonly string[];
  /** Requests allowed per window (before the multiplier). */
  limit: number;
  windowMs: number;
  /**
   * 'exact' (default): every hit is counted in the shared store (Redis) before the request goes on, so the limit
   * holds exactly across gateway instances. 'synced': counted in this instance at once and added to the shared
   * count in the background every RATE_LIMIT_SYNC_INTERVAL_MS (synced-rate-limit-store.ts): no Redis round trip
   * per request, and each instance sees the others' hits at most one interval late. For high limits only, where
   * a few requests over the limit do no harm; every guessing or e-mail limit stays exact.
   */
  counting?: 'exact' | 'synced';
}

const MINUTE = 60_000;

export const RATE_LIMIT_RULES: readonly RateLimitRule[] = [
  // Password guessing: each attempt is also counted by identity's per-account lock (5 failures).
  {
    name: 'auth-login',
    methods: ['POST'],
    paths: ['/api/auth/login', '/api/customer/login', '/api/shop-owner/login'],
    limit: 20,
    windowMs: MINUTE,
  },
  // Code guessing: identity also allows only 5 attempts per code.
  { name: 'auth-verify-email', methods: ['POST'], paths: ['/api/auth/verify-email'], limit: 20, windowMs: MINUTE },
  { name: 'guest-session', methods: ['POST'], paths: ['/api/guest-session'], limit: 20, windowMs: MINUTE },
  // Account creation and everything that sends an e-mail or changes a password.
  {
    name: 'auth-register',
    methods: ['POST'],
    paths: ['/api/auth/register', '/api/customer/register', '/api/shop-owner/register'],
    limit: 10,
    windowMs: 10 * MINUTE,
  },
  {
    name: 'auth-send-code',
    methods: ['POST'],
    paths: ['/api/auth/resend-verification', '/api/auth/request-password-reset'],
    limit: 10,
    windowMs: 10 * MINUTE,
  },
  {
    name: 'auth-reset-password',
    methods: ['POST'],
    paths: ['/api/auth/reset-password'],
    limit: 10,
    windowMs: 10 * MINUTE,
  },
  // Leads a shop page reports (issue 16): public, so a script could inflate an owner's figures; a page reports a few.
  {
    name: 'shop-leads',
    methods: ['POST'],
    paths: ['/api/shops/:id/leads'],
    limit: 30,
    windowMs: MINUTE,
    counting: 'synced',
  },
  // Everything under /api, the auth calls above included: a flood guard, counted without a round trip per request.
  { name: 'api', paths: ['/api/*'], limit: 600, windowMs: MINUTE, counting: 'synced' },
];
