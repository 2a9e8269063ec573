import { CoalescedReadsByKey } from './coalesced-reads-by-key';

/** Reads the test completes by hand, recording each read's key in the order reads start. */
function manualReads() {
  const started: Array<{ key: string; resolve: (value: string) => void }> = [];
  const coalesced = new CoalescedReadsByKey<string>();
  const reads = {
    read: (key: string) =>
      coalesced.read(
        key,
        () =>
          new Promise<string>((resolve) => {
            started.push({ key, resolve });
          }),
      ),
  };
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return { reads, started, flush };
}

describe(CoalescedReadsByKey.name, () => {
  it('shares a read among callers of one key and gives late callers the next read', async () => {
    const { reads, started, flush } = manualReads();
    const first = reads.read('shop 1');
    const second = reads.read('shop 1');
    const third = reads.read('shop 1');
    expect(started.map((read) => read.key)).toEqual(['shop 1']);
    started[0].resolve('shop 1, first read');
    await expect(first).resolves.toBe('shop 1, first read');
    await flush();
    expect(started.map((read) => read.key)).toEqual(['shop 1', 'shop 1']);
    started[1].resolve('shop 1, second read');
    await expect(second).resolves.toBe('shop 1, second read');
    await expect(third).resolves.toBe('shop 1, second read');
  });

  it('reads different keys at the same time, each with its own value', async () => {
    const { reads, started } = manualReads();
    const one = reads.read('shop 1');
    const two = reads.read('shop 2');
    expect(started.map((read) => read.key)).toEqual(['shop 1', 'shop 2']);
    started[1].resolve('shop 2');
    started[0].resolve('shop 1');
    await expect(one).resolves.toBe('shop 1');
    await expect(two).resolves.toBe('shop 2');
  });

  it('forgets a key once its reads have ended, failed ones too', async () => {
    let calls = 0;
    const reads = new CoalescedReadsByKey<string>();
    const readShop = (id: number) =>
      reads.read(`shop ${id}`, () => {
        calls += 1;
        return id === 9 ? Promise.reject(new Error('connection lost')) : Promise.resolve(`shop ${id}`);
      });
    const running = readShop(1);
    const queued = readShop(1);
    const failing = readShop(9);
    expect(reads.keysBeingRead).toBe(2);
    await expect(running).resolves.toBe('shop 1');
    await expect(queued).resolves.toBe('shop 1');
    await expect(failing).rejects.toThrow('connection lost');
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads.keysBeingRead).toBe(0);
    await expect(readShop(1)).resolves.toBe('shop 1');
    expect(calls).toBe(4);
  });
});
