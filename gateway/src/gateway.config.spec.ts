import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '@app/config';
import { loadGatewayConfig, serviceUrlsOf } from './gateway.config';

const SECRET = 'x'.repeat(32);

describe(loadGatewayConfig.name, () => {
  it('applies the defaults', () => {
    const config = loadGatewayConfig({ INTERNAL_SECRET: SECRET });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      REDIS_KEY_PREFIX: 'marketplace:',
      UPSTREAM_TIMEOUT_MS: 30000,
      TRUST_PROXY: false,
      ALLOWED_ORIGINS: [],
      RATE_LIMIT_MULTIPLIER: 1,
      SOCKET_CONNECTIONS_PER_MINUTE: 30,
      SESSION_CACHE_TTL_SECONDS: 300,
    });
    expect(config.REDIS_URL).toBeUndefined();
    expect(serviceUrlsOf(config)).toEqual({
      identity: 'http://127.0.0.1:3101',
      catalog: 'http://127.0.0.1:3102',
      reviews: 'http://127.0.0.1:3103',
      chat: 'http://127.0.0.1:3104',
      billing: 'http://127.0.0.1:3105',
      'admin-audit': 'http://127.0.0.1:3106',
    });
  });

  it('finds the web build at <repo>/web/dist by default', () => {
    const { WEB_DIST_DIR } = loadGatewayConfig({ INTERNAL_SECRET: SECRET });
    expect(WEB_DIST_DIR.endsWith(join('web', 'dist'))).toBe(true);
    expect(existsSync(join(WEB_DIST_DIR, '..', '..', 'package.json'))).toBe(true);
    expect(existsSync(join(WEB_DIST_DIR, '..', '..', 'gateway', 'src'))).toBe(true);
  });

  it('requires a long enough INTERNAL_SECRET', () => {
    expect(() => loadGatewayConfig({})).toThrow(/INTERNAL_SECRET/);
    expect(() => loadGatewayConfig({ INTERNAL_SECRET: 'short' })).toThrow(/INTERNAL_SECRET: must be at least 32/);
  });

  it('names a bad service URL and a bad Redis URL', () => {
    let caught: unknown;
    try {
      loadGatewayConfig({ INTERNAL_SECRET: SECRET, CATALOG_URL: 'ftp://x', REDIS_URL: 'http://redis' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).message).toMatch(/CATALOG_URL: must be an http:\/\/ URL/);
    expect((caught as ConfigError).message).toMatch(/REDIS_URL/);
  });

  it('reads the proxy trust, extra origins, rate limit multiplier and session cache TTL', () => {
    const config = loadGatewayConfig({
      INTERNAL_SECRET: SECRET,
      TRUST_PROXY: 'true',
      ALLOWED_ORIGINS: 'http://localhost:5173, https://Shop.Example:443/',
      RATE_LIMIT_MULTIPLIER: '0.5',
      SESSION_CACHE_TTL_SECONDS: '60',
    });
    expect(config).toMatchObject({
      TRUST_PROXY: true,
      ALLOWED_ORIGINS: ['http://localhost:5173', 'https://shop.example'],
      RATE_LIMIT_MULTIPLIER: 0.5,
      SESSION_CACHE_TTL_SECONDS: 60,
    });
  });

  it('names bad proxy trust, origins and multipliers', () => {
    expect(() => loadGatewayConfig({ INTERNAL_SECRET: SECRET, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadGatewayConfig({ INTERNAL_SECRET: SECRET, ALLOWED_ORIGINS: 'https://a.example/path' })).toThrow(
      /ALLOWED_ORIGINS: "https:\/\/a.example\/path" is not an origin/,
    );
    expect(() => loadGatewayConfig({ INTERNAL_SECRET: SECRET, ALLOWED_ORIGINS: 'shop.example' })).toThrow(
      /ALLOWED_ORIGINS/,
    );
    expect(() => loadGatewayConfig({ INTERNAL_SECRET: SECRET, RATE_LIMIT_MULTIPLIER: '0' })).toThrow(
      /RATE_LIMIT_MULTIPLIER/,
    );
  });
});
