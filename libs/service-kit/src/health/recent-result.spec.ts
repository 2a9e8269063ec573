import { RecentResult } from './recent-result';

describe(RecentResult.name, () => {
  it('shares one run among the callers while it runs and for the reuse time after, then runs again', async () => {
    const clock = { now: 0 };
    let runs = 0;
    let release: (value: number) => void = () => undefined;
    const result = new RecentResult(
      () => {
        runs += 1;
        return new Promise<number>((resolve) => {
          release = resolve;
        });
      },
      1000,
      () => clock.now,
    );
    const during = [result.get(), result.get(), result.get()];
    release(1);
    await expect(Promise.all(during)).resolves.toEqual([1, 1, 1]);
    clock.now = 999;
    await expect(result.get()).resolves.toBe(1);
    expect(runs).toBe(1);
    clock.now = 1000;
    const again = result.get();
    release(2);
    await expect(again).resolves.toBe(2);
    expect(runs).toBe(2);
  });
});
