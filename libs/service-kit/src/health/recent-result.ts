/** How long a /ready answer is reused: a flood of probes costs the database and broker one check a second. */
export const READY_RESULT_REUSE_MS = 1000;

/**
 * Runs `compute` for the first caller and hands its result to everyone else who asks while it runs or within
 * `reuseMs` after it settled (the gateway's ReadinessService keeps the same habit).
 */
export class RecentResult<T> {
  private running: Promise<T> | null = null;
  private settled: { value: Promise<T>; at: number } | null = null;

  constructor(
    private readonly compute: () => Promise<T>,
    private readonly reuseMs = READY_RESULT_REUSE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    if (this.running) return this.running;
    if (this.settled && this.now() - this.settled.at < this.reuseMs) return this.settled.value;
    const value = this.compute();
    const running = value.finally(() => {
      this.settled = { value, at: this.now() };
      this.running = null;
    });
    this.running = running;
    return running;
  }
}
