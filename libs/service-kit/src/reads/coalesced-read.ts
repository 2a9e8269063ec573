/**
 * Shares reads of one changing value among concurrent callers without ever handing a caller a read that began
 * before it asked: a caller arriving while a read runs waits for the next one, which starts when the running one
 * ends and serves everyone who arrived meanwhile. So at most two reads are under way however many callers there
 * are, and each caller still sees every write committed before it asked.
 */
export class CoalescedRead<T> {
  private running: Promise<T> | undefined;
  private queued: Promise<T> | undefined;

  constructor(private readonly readOnce: () => Promise<T>) {}

  /** No read running and none queued. */
  get idle(): boolean {
    return this.running === undefined && this.queued === undefined;
  }

  read(): Promise<T> {
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    const settled = () => undefined;
    const queued = this.running.then(settled, settled).then(() => {
      this.queued = undefined;
      return this.start();
    });
    this.queued = queued;
    return queued;
  }

  private start(): Promise<T> {
    const running = this.readOnce();
    this.running = running;
    const clear = () => {
      if (this.running === running) this.running = undefined;
    };
    void running.then(clear, clear);
    return running;
  }
}
