import { compilePattern } from '../routing/resolve-route';
import { RATE_LIMIT_RULES, RateLimitRule } from './rate-limit-rules';
import { RateLimitStore } from './rate-limit-store';

export interface RateLimitDecision {
  allowed: boolean;
  /** When refused: whole seconds until the fullest exceeded bucket starts a new window (at least 1). */
  retryAfterSeconds: number;
  /** When refused: the rule that refused. */
  rule?: string;
}

interface CompiledRule {
  rule: RateLimitRule;
  patterns: RegExp[];
  methods: ReadonlySet<string> | null;
  limit: number;
  /** Where this rule counts: the exact store, or the synced one for `counting: 'synced'` rules. */
  store: RateLimitStore;
}

/** The limit a rule allows under a multiplier: never below one request per window. */
export function scaledLimit(limit: number, multiplier: number): number {
  return Math.max(1, Math.floor(limit * multiplier));
}

/** Counts a request against every rule it matches and decides whether it may go on. */
export class RateLimiter {
  private readonly rules: CompiledRule[];
  private readonly now: () => number;

  /** `syncedStore` counts the `counting: 'synced'` rules; without it they count in `store` like the rest. */
  constructor(
    store: RateLimitStore,
    options: {
      multiplier?: number;
      rules?: readonly RateLimitRule[];
      now?: () => number;
      syncedStore?: RateLimitStore;
    } = {},
  ) {
    const multiplier = options.multiplier ?? 1;
    this.now = options.now ?? Date.now;
    this.rules = (options.rules ?? RATE_LIMIT_RULES).map((rule) => ({
      rule,
      patterns: rule.paths.map(compilePattern),
      methods: rule.methods ? new Set(rule.methods) : null,
      limit: scaledLimit(rule.limit, multiplier),
      store: rule.counting === 'synced' && options.syncedStore ? options.syncedStore : store,
    }));
  }

  /** The rules a request counts against; `path` is normalizePath() of it. */
  matchingRules(method: string, path: string): RateLimitRule[] {
    return this.matching(method.toUpperCase(), path).map((compiled) => compiled.rule);
  }

  /** Counts one request from `client` (rateLimitClientKey()) to `path` (normalizePath()) and decides. */
  async check(method: string, path: string, client: string): Promise<RateLimitDecision> {
    const rules = this.matching(method.toUpperCase(), path);
    if (rules.length === 0) return { allowed: true, retryAfterSeconds: 0 };
    const now = this.now();
    const counts = await Promise.all(
      rules.map((compiled) => compiled.store.hit(`${compiled.rule.name}:${client}`, compiled.rule.windowMs, now)),
    );
    let refusal: RateLimitDecision = { allowed: true, retryAfterSeconds: 0 };
    for (const [index, count] of counts.entries()) {
      const compiled = rules[index]!;
      if (count.count <= compiled.limit) continue;
      const retryAfterSeconds = Math.max(1, Math.ceil((count.resetAt - now) / 1000));
      if (retryAfterSeconds > refusal.retryAfterSeconds) {
        refusal = { allowed: false, retryAfterSeconds, rule: compiled.rule.name };
      }
    }
    return refusal;
  }

  private matching(method: string, path: string): CompiledRule[] {
    return this.rules.filter(
      (compiled) =>
        (!compiled.methods || compiled.methods.has(method)) && compiled.patterns.some((pattern) => pattern.test(path)),
    );
  }
}
