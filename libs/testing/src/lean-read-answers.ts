import type request from 'supertest';
import type { Response } from 'supertest';

/**
 * The headers an answer is made of, without the one that changes between two answers (Date): what a lean read and
 * the Nest route it stands in front of must both send.
 */
export function stableHeaders(response: Response): Record<string, string> {
  const { date: _date, ...headers } = response.headers as Record<string, string>;
  return headers;
}

/**
 * The same GET answered by a service's lean read (`path`) and by Express and its Nest route (the path with a
 * trailing slash, which no lean route matches), one after the other.
 */
export async function leanAndExpressAnswers(
  http: () => ReturnType<typeof request>,
  path: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<readonly [Response, Response]> {
  const lean = await http().get(`${path}${query}`).set(headers);
  const viaExpress = await http().get(`${path}/${query}`).set(headers);
  return [lean, viaExpress];
}
