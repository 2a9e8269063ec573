/** URLs of the servers integration and system tests use. The only place the TEST_* variables are read. */
export interface TestUrls {
  databaseUrl: string;
  amqpUrl: string;
  redisUrl: string;
}

export type TestServer = 'postgres' | 'rabbitmq' | 'redis';

export const DEFAULT_TEST_URLS: Readonly<TestUrls> = Object.freeze({
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
  amqpUrl: 'amqp://guest:guest@127.0.0.1:5672',
  redisUrl: 'redis://127.0.0.1:6379',
});

const ENV_VARIABLES: Record<keyof TestUrls, string> = {
  databaseUrl: 'TEST_DATABASE_URL',
  amqpUrl: 'TEST_AMQP_URL',
  redisUrl: 'TEST_REDIS_URL',
};

/** URLs of servers started by the testcontainers fallback (see `ensureTestServers`), per test file. */
const containerUrls: Partial<TestUrls> = {};

export function testUrls(): TestUrls {
  return {
    databaseUrl: urlOf('databaseUrl'),
    amqpUrl: urlOf('amqpUrl'),
    redisUrl: urlOf('redisUrl'),
  };
}

/** True when the variable of that URL is set (then no container ever replaces it). */
export function isTestUrlConfigured(key: keyof TestUrls): boolean {
  return Boolean(process.env[ENV_VARIABLES[key]]);
}

export function testUrlVariable(key: keyof TestUrls): string {
  return ENV_VARIABLES[key];
}

export function useContainerUrl(key: keyof TestUrls, url: string): void {
  containerUrls[key] = url;
}

function urlOf(key: keyof TestUrls): string {
  return process.env[ENV_VARIABLES[key]] || containerUrls[key] || DEFAULT_TEST_URLS[key];
}
