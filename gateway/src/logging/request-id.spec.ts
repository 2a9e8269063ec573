import type { IncomingMessage, ServerResponse } from 'node:http';
import { assignRequestId, sanitizeRequestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function fakeExchange(header?: string | string[]) {
  const request = { headers: header === undefined ? {} : { 'x-request-id': header } } as unknown as IncomingMessage;
  const headers: Record<string, string> = {};
  const response = {
    headersSent: false,
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
  } as unknown as ServerResponse;
  return { request, response, headers };
}

describe(sanitizeRequestId.name, () => {
  it.each(['abc', 'A-b_c.9', '3f1c2a9e-8d1b-4c55-9a7e-2f0b6f1d2c3a', 'x'.repeat(128)])('keeps the sane id %s', (id) => {
    expect(sanitizeRequestId(id)).toBe(id);
  });

  it.each([
    ['empty', ''],
    ['too long', 'x'.repeat(129)],
    ['a space', 'abc def'],
    ['a newline (log injection)', 'abc\ninjected'],
    ['a slash', 'a/b'],
    ['unicode', 'résumé'],
    ['a quote', 'a"b'],
  ])('refuses an id with %s', (_reason, id) => {
    expect(sanitizeRequestId(id)).toBeNull();
  });

  it('refuses a repeated header and a missing one', () => {
    expect(sanitizeRequestId(['a', 'b'])).toBeNull();
    expect(sanitizeRequestId(undefined)).toBeNull();
  });
});

describe(assignRequestId.name, () => {
  it('keeps a sane incoming id and echoes it', () => {
    const { request, response, headers } = fakeExchange('req-123');
    expect(assignRequestId(request, response)).toBe('req-123');
    expect(headers['x-request-id']).toBe('req-123');
    expect(request.headers['x-request-id']).toBe('req-123');
  });

  it('replaces an insane id with a new UUID everywhere', () => {
    const { request, response, headers } = fakeExchange('bad id\r\n');
    const id = assignRequestId(request, response);
    expect(id).toMatch(UUID);
    expect(headers['x-request-id']).toBe(id);
    expect(request.headers['x-request-id']).toBe(id);
  });

  it('generates a UUID when none is sent', () => {
    const { request, response } = fakeExchange();
    expect(assignRequestId(request, response)).toMatch(UUID);
  });
});
