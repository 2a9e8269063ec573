import { isSameOrigin } from './same-origin';

describe(isSameOrigin.name, () => {
  it('accepts the page own origin', () => {
    expect(isSameOrigin({ origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(true);
    expect(isSameOrigin({ origin: 'https://Shop.Example', host: 'shop.example' })).toBe(true);
  });

  it('accepts the host a front proxy forwarded', () => {
    expect(
      isSameOrigin({ origin: 'https://shop.example', host: 'gateway:3000', 'x-forwarded-host': 'shop.example' }),
    ).toBe(true);
  });

  it('refuses another origin, a port mismatch and garbage', () => {
    expect(isSameOrigin({ origin: 'https://evil.example', host: 'shop.example' })).toBe(false);
    expect(isSameOrigin({ origin: 'http://localhost:5173', host: 'localhost:3000' })).toBe(false);
    expect(isSameOrigin({ origin: 'null', host: 'shop.example' })).toBe(false);
  });

  it('lets clients without an Origin through', () => {
    expect(isSameOrigin({ host: 'shop.example' })).toBe(true);
  });
});
