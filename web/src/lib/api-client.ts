export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Throws `${status}: ${body text or status text}` for a non-OK response (spec section 8). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** The parsed JSON body, or null when the body is empty. */
export async function readJson<T>(res: Response): Promise<T | null> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${res.status}: Expected a JSON response`);
  }
}

/**
 * The one request helper (spec section 7): a JSON content type, the session cookie always included, and the
 * payload as JSON for every method except GET.
 */
export async function apiRequest<T = unknown>(
  path: string,
  method: HttpMethod = 'GET',
  payload?: unknown,
): Promise<T | null> {
  const res = await fetch(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: method !== 'GET' && payload !== undefined ? JSON.stringify(payload) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return readJson<T>(res);
}

/**
 * A path with the non-empty string values of `params` as its query string: the rule spec section 7 gives the
 * default reads, which every query's fetcher now follows (its key no longer has to be its request).
 */
export function withQuery(path: string, params?: object): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
    if (typeof value === 'string' && value !== '') search.set(name, value);
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** The HTTP status at the start of an error thrown for a non-OK response ('404: ...' is 404), or null. */
export function getErrorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * A read as every query sends it: GET `path` (with `params` as its query string) with the session cookie; the parsed
 * body, or null when it is empty. With on401 'returnNull' a 401 yields null instead of an error.
 */
export async function getJson<T>(
  path: string,
  { params, signal, on401 = 'throw' }: { params?: object; signal?: AbortSignal; on401?: UnauthorizedBehavior } = {},
): Promise<T | null> {
  const res = await fetch(withQuery(path, params), { credentials: 'include', signal });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return readJson<T>(res);
}

/** An error from apiRequest or getJson for a 401 (spec section 5, Generic). */
export function isUnauthorizedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.message.startsWith('401:') && error.message.includes('Unauthorized');
}

/**
 * The `message` field of an error thrown for a non-OK response whose body is the project's error JSON
 * (`{ message, statusCode }`), else the fallback. Auth screens show it in their failure toasts.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message || fallback;
  try {
    const body: unknown = JSON.parse(match[1]);
    if (body && typeof body === 'object' && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message) return message;
      if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
    }
  } catch {
    // The body was plain text.
  }
  return match[1] || fallback;
}
