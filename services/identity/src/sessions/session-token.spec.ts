import { newSessionToken } from './session-token';

describe(newSessionToken.name, () => {
  it('makes 128-bit tokens (16 bytes, base64url) that do not repeat over 1,000 draws', () => {
    const tokens = Array.from({ length: 1000 }, () => newSessionToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    }
    expect(new Set(tokens).size).toBe(1000);
  });
});
