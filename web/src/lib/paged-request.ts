import { readJson, throwIfResNotOk, withQuery } from './api-client';

/** One page of a public list (shared DECISIONS): the items, where they start, and the total from X-Total-Count. */
export type ListPage<T> = { items: T[]; offset: number; total: number };

/**
 * A GET of a paged list: the path with its filters (non-empty strings, as every read sends them), plus `limit` and
 * `offset`. The body is the array; the total is the X-Total-Count header. Without that
 * header the total is what is known so far, plus one when the page came back full (so one more page is tried).
 */
export async function fetchListPage<T>(
  path: string,
  filters: object,
  { offset, limit, signal }: { offset: number; limit: number; signal?: AbortSignal },
): Promise<ListPage<T>> {
  const url = withQuery(path, { ...filters, limit: String(limit), offset: String(offset) });
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  const body = await readJson<unknown>(res);
  const items = (Array.isArray(body) ? body : []) as T[];
  const header = Number(res.headers.get('X-Total-Count'));
  const known = offset + items.length;
  const total =
    Number.isFinite(header) && res.headers.has('X-Total-Count') ? header : known + (items.length === limit ? 1 : 0);
  return { items, offset, total };
}

/** The next page's offset for useInfiniteQuery, or undefined when every item is loaded. */
export function nextPageOffset(last: ListPage<unknown>): number | undefined {
  const next = last.offset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
}
