import { toJsonText } from './json-text';
import { BodyCase, QueryCase } from './request-cases';

/** What a call answered: the status, the raw text and the JSON body when there is one. */
export interface HttpAnswer {
  status: number;
  text: string;
  body: unknown;
}

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encodes text for a URL; a lone surrogate travels as U+FFFD, as browsers send it. */
export function percentEncode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATES, '\uFFFD'));
}

export function queryString(query: QueryCase): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value])
      pairs.push(`${percentEncode(key)}=${percentEncode(item)}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

export interface CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query, already encoded. */
  path: string;
  headers?: Record<string, string>;
  body?: BodyCase;
}

/** One HTTP call to a listening app (`baseUrl` like http://127.0.0.1:40123), with a JSON or raw-text body. */
export async function callHttp(baseUrl: string, options: CallOptions): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.body) {
    headers['content-type'] = 'application/json';
    body = options.body.kind === 'json' ? toJsonText(options.body.value) : options.body.text;
  }
  const response = await fetch(`${baseUrl}${options.path}`, { method: options.method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, text, body: parsed };
}
