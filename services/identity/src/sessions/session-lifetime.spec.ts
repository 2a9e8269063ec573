import { sessionExpiry } from './session-lifetime';

describe(sessionExpiry.name, () => {
  const now = new Date('2025-11-21T10:00:00.000Z');

  it('keeps a remembered session 30 days', () => {
    expect(sessionExpiry(true, now).toISOString()).toBe('2025-12-21T10:00:00.000Z');
  });

  it('keeps a browser session row 24 hours', () => {
    expect(sessionExpiry(false, now).toISOString()).toBe('2025-11-22T10:00:00.000Z');
  });
});
