import { CoalescedRead } from './coalesced-read';

/** A read the test completes by hand, recording the order in which reads start. */
function manualReads() {
  const pending: Array<(value: number) => void> = [];
  const read = new CoalescedRead<number>(
    () =>
      new Promise<number>((resolve) => {
        pending.push(resolve);
      }),
  );
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return { read, pending, flush };
}

describe(CoalescedRead.name, () => {
  it('gives callers arriving during a read the next read, never the one already running', async () => {
    const { read, pending, flush } = manualReads();
    const first = read.read();
    const second = read.read();
    const third = read.read();
    expect(pending).toHaveLength(1);
    pending[0](1);
    await expect(first).resolves.toBe(1);
    await flush();
    expect(pending).toHaveLength(2);
    pending[1](2);
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(2);
  });

  it('starts a fresh read for a caller arriving after the reads have ended', async () => {
    const { read, pending } = manualReads();
    const first = read.read();
    pending[0](1);
    await expect(first).resolves.toBe(1);
    const later = read.read();
    expect(pending).toHaveLength(2);
    pending[1](5);
    await expect(later).resolves.toBe(5);
  });

  it('passes a failed read to its callers and still serves the queued ones', async () => {
    let calls = 0;
    const read = new CoalescedRead<number>(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('connection lost')) : Promise.resolve(7);
    });
    const failing = read.read();
    const queued = read.read();
    await expect(failing).rejects.toThrow('connection lost');
    await expect(queued).resolves.toBe(7);
  });
});
