import { ChangeSource, LoggedChange, SearchChangeFeed } from './search-change-feed';
import { searchChange } from './search-change.test-helper';

function logged(id: number, txid: number): LoggedChange {
  return { ...searchChange({ id, shopId: id }), txid: String(txid) };
}

describe(SearchChangeFeed.name, () => {
  it('asks from the oldest running transaction and hands each change over once, even one committed late', async () => {
    const asked: Array<[string | undefined, number[]]> = [];
    const answers = [
      { xmin: '100', changes: [] },
      // Transaction 101 (change 2) committed before 100 (change 1): 100 still runs, so the horizon stays there.
      { xmin: '100', changes: [logged(2, 101)] },
      { xmin: '102', changes: [logged(1, 100), logged(2, 101)] },
      { xmin: '103', changes: [] },
    ];
    const source: ChangeSource = (horizon, seen) => {
      asked.push([horizon, seen]);
      return Promise.resolve(answers.shift()!);
    };
    const feed = new SearchChangeFeed(source, () => 0);
    expect((await feed.read()).changes).toEqual([]);
    expect((await feed.read()).changes.map((change) => change.id)).toEqual([2]);
    expect((await feed.read()).changes.map((change) => change.id)).toEqual([1]);
    await feed.read();
    expect(asked).toEqual([
      [undefined, []],
      ['100', []],
      ['100', [2]],
      ['102', []],
    ]);
  });

  it('reports a gap and starts afresh when it read nothing for longer than half the log keeps', async () => {
    let now = 0;
    const source: ChangeSource = () => Promise.resolve({ xmin: '5', changes: [] });
    const feed = new SearchChangeFeed(source, () => now);
    expect((await feed.read()).gap).toBe(false);
    now += 6 * 60 * 1000;
    expect((await feed.read()).gap).toBe(true);
    expect((await feed.read()).gap).toBe(false);
  });
});
