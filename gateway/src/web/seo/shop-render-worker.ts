import { Worker } from 'node:worker_threads';
import {
  SHOP_SCREEN_WORKER_ROLE,
  ShopDetailResponse,
  ShopReviewsFirstPage,
  ShopScreenRenderAnswer,
  ShopScreenRenderRequest,
} from '@app/contracts';

/** Past this a page takes the generic first screen: the first render of a new worker, loading its chunks, takes 0.2 s. */
const RENDER_TIMEOUT_MS = 2_000;
/** Renders waiting at most; past it a page takes the generic first screen instead of queueing behind a crawl. */
const MAX_WAITING = 32;
/** The worker holds React, the app and the renders under way: a leak ends the worker, not the gateway. */
const WORKER_HEAP_MB = 256;

interface WaitingRender {
  resolve(html: string): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * One worker thread running a web build's shop renderer (its bundle as the thread's entry, so each build gets a fresh
 * module), answering renders in the order asked. Once the worker fails (the bundle does not load, it crashes or runs
 * out of memory) every render is refused and `failed` is true; the owner starts another.
 */
export class ShopRenderWorker {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, WaitingRender>();
  private nextId = 1;
  private failure: Error | null = null;

  constructor(
    bundlePath: string,
    private readonly timeoutMs = RENDER_TIMEOUT_MS,
  ) {
    this.worker = new Worker(bundlePath, {
      workerData: { role: SHOP_SCREEN_WORKER_ROLE },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // A worker waiting for renders must not keep the process alive.
    this.worker.unref();
    this.worker.on('message', (answer: ShopScreenRenderAnswer) => this.settle(answer));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the shop screen worker stopped with code ${code}`)));
  }

  get failed(): boolean {
    return this.failure !== null;
  }

  render(shopId: string, shop: ShopDetailResponse, reviews: ShopReviewsFirstPage | null): Promise<string> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.waiting.size >= MAX_WAITING) return Promise.reject(new Error('the shop screen worker is busy'));
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`no shop screen within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      timer.unref();
      this.waiting.set(id, { resolve, reject, timer });
      this.worker.postMessage({ id, shopId, shop, reviews } satisfies ShopScreenRenderRequest);
    });
  }

  /** Stops the worker; renders still waiting are refused. */
  async close(): Promise<void> {
    this.fail(new Error('the shop screen worker was closed'));
    await this.worker.terminate();
  }

  private settle(answer: ShopScreenRenderAnswer): void {
    const render = this.waiting.get(answer.id);
    // Already given up on (timed out): the page went on without it.
    if (!render) return;
    this.waiting.delete(answer.id);
    clearTimeout(render.timer);
    if ('html' in answer) render.resolve(answer.html);
    else render.reject(new Error(answer.error));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const render of this.waiting.values()) {
      clearTimeout(render.timer);
      render.reject(error);
    }
    this.waiting.clear();
  }
}
