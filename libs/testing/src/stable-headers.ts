import type { Response } from 'supertest';

/**
 * The headers an answer is made of, without the one that changes between two answers (Date): what a lean read and
 * the Nest route it stands in front of must both send.
 */
export function stableHeaders(response: Response): Record<string, string> {
  const { date: _date, ...headers } = response.headers as Record<string, string>;
  return headers;
}
