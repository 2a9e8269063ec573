import { fetchAllAfter, lastSeenId, mergeMessages } from './message-sync';

const message = (id: number, text = `m${id}`) => ({ id, text });

describe(lastSeenId.name, () => {
  it('is the highest id, whatever the order', () => {
    expect(lastSeenId([message(4), message(9), message(7)])).toBe(9);
  });

  it('is null for no messages, so the client loads the latest page instead', () => {
    expect(lastSeenId([])).toBeNull();
    expect(lastSeenId(undefined)).toBeNull();
  });
});

describe(mergeMessages.name, () => {
  it('adds what is new in id order and keeps one copy of what both lists hold', () => {
    const merged = mergeMessages([message(1), message(3)], [message(5), message(3), message(2), message(5)]);
    expect(merged.map((item) => item.id)).toEqual([1, 2, 3, 5]);
  });

  it('keeps the copy already held when a repeat differs', () => {
    const merged = mergeMessages([message(1, 'held')], [message(1, 'again'), message(2)]);
    expect(merged).toEqual([message(1, 'held'), message(2)]);
  });

  it('returns the same array when nothing is new, so a cache sees no change', () => {
    const current = [message(1), message(2)];
    expect(mergeMessages(current, [message(2)])).toBe(current);
    expect(mergeMessages(current, [])).toBe(current);
  });
});

describe(fetchAllAfter.name, () => {
  /** A server holding messages 1..total, answering pages after a cursor like the chat service does. */
  function server(total: number) {
    const calls: Array<[number, number]> = [];
    const fetchPage = async (after: number, limit: number) => {
      calls.push([after, limit]);
      return Array.from({ length: total }, (_, index) => message(index + 1))
        .filter((item) => item.id > after)
        .slice(0, limit);
    };
    return { calls, fetchPage };
  }

  it('pages on from the last message of each full page until a short page', async () => {
    const { calls, fetchPage } = server(12);
    const all = await fetchAllAfter(fetchPage, 2, 4);
    expect(all.map((item) => item.id)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(calls).toEqual([
      [2, 4],
      [6, 4],
      [10, 4],
    ]);
  });

  it('asks once when nothing was missed', async () => {
    const { calls, fetchPage } = server(5);
    await expect(fetchAllAfter(fetchPage, 5, 4)).resolves.toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('ends on an exactly full last page with one more, empty, request', async () => {
    const { calls, fetchPage } = server(8);
    const all = await fetchAllAfter(fetchPage, 0, 4);
    expect(all).toHaveLength(8);
    expect(calls.map(([after]) => after)).toEqual([0, 4, 8]);
  });

  it('stops when a server answers a full page that does not move past the cursor', async () => {
    const stuck = async () => [message(3), message(3)];
    await expect(fetchAllAfter(stuck, 3, 2)).resolves.toHaveLength(2);
  });
});
