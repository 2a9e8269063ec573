import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_RENDERER, shopNamed } from './fake-shop-renderer.test-helper';
import { ShopRenderWorker } from './shop-render-worker';

describe(ShopRenderWorker.name, () => {
  let folder: string;
  const workers: ShopRenderWorker[] = [];

  const workerRunning = (source: string, timeoutMs?: number) => {
    const path = join(folder, `renderer-${workers.length}.cjs`);
    writeFileSync(path, source);
    const worker = new ShopRenderWorker(path, timeoutMs);
    workers.push(worker);
    return worker;
  };

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'shop-render-worker-'));
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers each render with its own screen, renders side by side included', async () => {
    const worker = workerRunning(FAKE_RENDERER);

    const screens = await Promise.all(
      ['Harbour Books', 'Quay Bakery', 'Corner Shop'].map((name, index) =>
        worker.render(String(index + 1), shopNamed(name), null),
      ),
    );

    expect(screens).toEqual([
      '<h1>Harbour Books</h1><p>1</p><p>v1</p><ul>loading</ul>',
      '<h1>Quay Bakery</h1><p>2</p><p>v1</p><ul>loading</ul>',
      '<h1>Corner Shop</h1><p>3</p><p>v1</p><ul>loading</ul>',
    ]);
    expect(worker.failed).toBe(false);
  });

  it('refuses a render the bundle failed, and keeps rendering the next ones', async () => {
    const worker = workerRunning(FAKE_RENDERER);

    await expect(worker.render('7', shopNamed('broken'), null)).rejects.toThrow('render failed');
    await expect(worker.render('7', shopNamed('Harbour Books'), null)).resolves.toContain('Harbour Books');
  });

  it('gives up on a render that takes too long', async () => {
    const silent = `require('node:worker_threads').parentPort.on('message', () => {});`;
    const worker = workerRunning(silent, 100);

    await expect(worker.render('7', shopNamed('Harbour Books'), null)).rejects.toThrow('no shop screen within 100 ms');
    expect(worker.failed).toBe(false);
  });

  it('refuses renders past the queue it keeps instead of piling them up', async () => {
    const silent = `require('node:worker_threads').parentPort.on('message', () => {});`;
    const worker = workerRunning(silent, 5_000);

    const queued = Array.from({ length: 32 }, () => worker.render('7', shopNamed('Harbour Books'), null));
    for (const render of queued) render.catch(() => undefined);

    await expect(worker.render('8', shopNamed('Quay Bakery'), null)).rejects.toThrow('busy');
  });

  it('fails, refusing what waits and what comes, when the bundle does not load or the worker dies', async () => {
    const broken = workerRunning('this is not JavaScript {');
    await expect(broken.render('7', shopNamed('Harbour Books'), null)).rejects.toThrow();
    expect(broken.failed).toBe(true);
    await expect(broken.render('7', shopNamed('Harbour Books'), null)).rejects.toThrow();

    const dying = workerRunning(`require('node:worker_threads').parentPort.on('message', () => process.exit(3));`);
    await expect(dying.render('7', shopNamed('Harbour Books'), null)).rejects.toThrow('stopped with code 3');
    expect(dying.failed).toBe(true);
  });
});
