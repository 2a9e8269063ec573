/**
 * How a chat client catches up after its live connection comes back: framework-free (no imports) so the web app
 * and the Node test harness run the same code.
 *
 * The rule: when a connection opens, take `lastSeenId` of each conversation the client holds AT ONCE (before any
 * push of the new connection is merged), then fetch every message after it and merge. Message ids grow with time,
 * so "after the last one seen" is everything sent while the client was away; a push and the fetch may both bring
 * the same message, so merging dedupes by id.
 */

/** The least a message needs for syncing: its id (ids grow in the order messages are stored). */
export interface SyncableMessage {
  id: number;
}

/** The highest message id in `messages`, or null when there is none (then the client loads the latest page). */
export function lastSeenId(messages: readonly SyncableMessage[] | undefined | null): number | null {
  let last: number | null = null;
  for (const message of messages ?? []) if (last === null || message.id > last) last = message.id;
  return last;
}

/**
 * `current` plus every message of `incoming` not already in it (by id), in id order. Returns `current` itself
 * when nothing was added, so a caching layer sees no change.
 */
export function mergeMessages<M extends SyncableMessage>(current: readonly M[], incoming: readonly M[]): M[] {
  const known = new Set(current.map((message) => message.id));
  const added: M[] = [];
  for (const message of incoming) {
    if (known.has(message.id)) continue;
    known.add(message.id);
    added.push(message);
  }
  if (added.length === 0) return current as M[];
  return [...current, ...added].sort((a, b) => a.id - b.id);
}

/** Fetches one page of messages after a message id, oldest first (GET .../messages?after=<id>&limit=<limit>). */
export type FetchMessagesAfter<M extends SyncableMessage> = (after: number, limit: number) => Promise<M[]>;

/**
 * Every message after `after`, page by page until a page comes back short: a client away for long may have missed
 * more than one page. `limit` must not exceed the server's page maximum, or a full page would look short.
 */
export async function fetchAllAfter<M extends SyncableMessage>(
  fetchPage: FetchMessagesAfter<M>,
  after: number,
  limit: number,
): Promise<M[]> {
  const all: M[] = [];
  let cursor = after;
  for (;;) {
    const page = await fetchPage(cursor, limit);
    all.push(...page);
    const next = lastSeenId(page);
    if (page.length < limit || next === null || next <= cursor) return all;
    cursor = next;
  }
}
