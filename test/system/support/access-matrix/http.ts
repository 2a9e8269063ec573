/** One answer of a matrix call: what the classification needs, plus a little text for a failure message. */
export interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: any;
  setCookies: string[];
}

export interface Call {
  method: string;
  path: string;
  cookie?: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/**
 * Sends one request as a browser page of the gateway's own origin would (the gateway refuses cross-origin
 * writes), with a fixed cookie header: answers never change an actor's cookies, so one call cannot disturb another.
 */
export async function send(baseUrl: string, call: Call): Promise<Answer> {
  const headers: Record<string, string> = { origin: baseUrl, ...(call.headers ?? {}) };
  if (call.cookie) headers.cookie = call.cookie;
  let body: string | FormData | undefined;
  if (call.form) body = call.form;
  else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const response = await fetch(`${baseUrl}${call.path}`, { method: call.method, headers, body, redirect: 'manual' });
  const text = await response.text();
  const json = parseJson(text);
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text,
    json,
    setCookies: response.headers.getSetCookie(),
  };
}

function parseJson(text: string): any {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The `name=value` pairs of Set-Cookie headers, as a Cookie header (expired ones left out). */
export function cookieHeaderOf(setCookies: string[]): string {
  return setCookies
    .map((line) => line.split(';', 1)[0].trim())
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Runs the tasks with at most `limit` of them in flight (the machine is shared; the gateway rate-limits). */
export async function inPool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
