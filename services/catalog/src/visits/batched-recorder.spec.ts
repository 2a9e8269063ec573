import { DataSource, EntityManager } from 'typeorm';
import { BatchedRecorder, BatchedRecorderOptions } from './batched-recorder';

interface Count {
  key: string;
  n: number;
}

/** A recorder whose writes land in `written`, or fail while `failing` is set. */
class CountRecorder extends BatchedRecorder<Count> {
  readonly written: Count[][] = [];
  failing = false;
  /** Runs as a write starts, before it succeeds or fails (items recorded while a batch is on its way). */
  duringWrite?: () => void;

  constructor(options: Partial<BatchedRecorderOptions<Count>>) {
    const dataSource = {
      transaction: (work: (manager: EntityManager) => Promise<void>) => work({} as EntityManager),
    } as unknown as DataSource;
    super(dataSource, { what: 'count', flushIntervalMs: 60_000, bufferMax: 1000, ...options });
  }

  protected async write(_manager: EntityManager, batch: Count[]): Promise<void> {
    this.duringWrite?.();
    if (this.failing) throw new Error('database away');
    this.written.push(batch.map((count) => ({ ...count })));
  }
}

const merge = { key: (count: Count) => count.key, add: (held: Count, item: Count) => void (held.n += item.n) };

describe(BatchedRecorder.name, () => {
  it('holds one item per key with merge, and starts the key afresh once written', async () => {
    const recorder = new CountRecorder({ merge });
    for (const key of ['a', 'b', 'a', 'a']) recorder.record({ key, n: 1 });
    await recorder.flush();
    recorder.record({ key: 'a', n: 1 });
    await recorder.flush();
    expect(recorder.written).toEqual([
      [
        { key: 'a', n: 3 },
        { key: 'b', n: 1 },
      ],
      [{ key: 'a', n: 1 }],
    ]);
  });

  it('keeps every item apart without merge', async () => {
    const recorder = new CountRecorder({});
    recorder.record({ key: 'a', n: 1 });
    recorder.record({ key: 'a', n: 1 });
    await recorder.flush();
    expect(recorder.written).toEqual([
      [
        { key: 'a', n: 1 },
        { key: 'a', n: 1 },
      ],
    ]);
  });

  it('loses nothing when a write fails: the batch is written with what came meanwhile', async () => {
    const recorder = new CountRecorder({ merge });
    recorder.record({ key: 'a', n: 2 });
    recorder.failing = true;
    await recorder.flush();
    recorder.record({ key: 'a', n: 1 });
    recorder.record({ key: 'a', n: 1 });
    recorder.failing = false;
    await recorder.flush();
    const total = recorder.written.flat().reduce((sum, count) => sum + count.n, 0);
    expect(total).toBe(4);
    expect(recorder.written).toHaveLength(1);
  });

  it('adds what was recorded during a failed write into the batch put back, one item per key', async () => {
    const recorder = new CountRecorder({ merge });
    recorder.record({ key: 'a', n: 2 });
    recorder.failing = true;
    recorder.duringWrite = () => {
      recorder.duringWrite = undefined;
      recorder.record({ key: 'a', n: 1 });
      recorder.record({ key: 'b', n: 1 });
    };
    await recorder.flush();
    recorder.failing = false;
    recorder.record({ key: 'a', n: 1 });
    await recorder.flush();
    expect(recorder.written).toEqual([
      [
        { key: 'a', n: 4 },
        { key: 'b', n: 1 },
      ],
    ]);
  });

  it('holds at most bufferMax distinct keys, dropping the oldest, whose key then starts afresh', async () => {
    const recorder = new CountRecorder({ merge, bufferMax: 2 });
    for (const key of ['a', 'b', 'b', 'c', 'a']) recorder.record({ key, n: 1 });
    await recorder.flush();
    expect(recorder.written).toEqual([
      [
        { key: 'c', n: 1 },
        { key: 'a', n: 1 },
      ],
    ]);
  });

  it('writes early once it holds flushAtItems distinct keys', async () => {
    const recorder = new CountRecorder({ merge, flushAtItems: 3 });
    for (const key of ['a', 'b', 'a']) recorder.record({ key, n: 1 });
    await recorder.flush();
    expect(recorder.written).toHaveLength(1);
    const early = new CountRecorder({ merge, flushAtItems: 3 });
    for (const key of ['a', 'b', 'c']) early.record({ key, n: 1 });
    // The third distinct key started a flush of its own, before any explicit one.
    await new Promise((resolve) => setImmediate(resolve));
    expect(early.written).toEqual([
      [
        { key: 'a', n: 1 },
        { key: 'b', n: 1 },
        { key: 'c', n: 1 },
      ],
    ]);
  });
});
