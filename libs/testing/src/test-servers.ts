import { execFile } from 'node:child_process';
import { Socket } from 'node:net';
import { TestServer, TestUrls, isTestUrlConfigured, testUrlVariable, testUrls, useContainerUrl } from './test-urls';

const URL_KEY: Record<TestServer, keyof TestUrls> = {
  postgres: 'databaseUrl',
  rabbitmq: 'amqpUrl',
  redis: 'redisUrl',
};

const DEFAULT_PORTS: Record<string, number> = { 'postgres:': 5432, 'postgresql:': 5432, 'amqp:': 5672, 'redis:': 6379 };

const checked = new Map<TestServer, Promise<void>>();

/**
 * Makes sure the servers answer and returns their URLs. A server at its default URL that does not answer is
 * started with testcontainers when a Docker engine is available (once per test file; containers are reused across
 * files through testcontainers' reuse); otherwise this fails with a message naming the unreachable server.
 */
export async function ensureTestServers(...servers: TestServer[]): Promise<TestUrls> {
  const wanted = servers.length > 0 ? servers : (Object.keys(URL_KEY) as TestServer[]);
  await Promise.all(
    wanted.map((server) => {
      let check = checked.get(server);
      if (!check) {
        check = ensureServer(server);
        checked.set(server, check);
        check.catch(() => checked.delete(server));
      }
      return check;
    }),
  );
  return testUrls();
}

async function ensureServer(server: TestServer): Promise<void> {
  const key = URL_KEY[server];
  const url = testUrls()[key];
  if (await isReachable(url)) return;
  const variable = testUrlVariable(key);
  if (isTestUrlConfigured(key)) {
    throw new Error(`The ${server} test server at ${redact(url)} (${variable}) is unreachable`);
  }
  if (!(await dockerWorks())) {
    throw new Error(
      `The ${server} test server at ${redact(url)} is unreachable and no Docker engine is available to start one: ` +
        `start ${server} locally or set ${variable}`,
    );
  }
  useContainerUrl(key, await startContainer(server));
}

/** TCP probe of the host and port of a URL. */
export function isReachable(url: string, timeoutMs = 1_000): Promise<boolean> {
  const parsed = new URL(url);
  const port = Number(parsed.port) || DEFAULT_PORTS[parsed.protocol] || 0;
  const host = parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });
}

function dockerWorks(): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('docker', ['info'], { timeout: 10_000 }, (error) => resolve(!error));
  });
}

async function startContainer(server: TestServer): Promise<string> {
  switch (server) {
    case 'postgres': {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const container = await new PostgreSqlContainer('postgres:16-alpine')
        .withUsername('postgres')
        .withPassword('postgres')
        .withDatabase('postgres')
        .withReuse()
        .start();
      return container.getConnectionUri();
    }
    case 'rabbitmq': {
      const { RabbitMQContainer } = await import('@testcontainers/rabbitmq');
      const container = await new RabbitMQContainer('rabbitmq:3.13-alpine').withReuse().start();
      return container.getAmqpUrl();
    }
    case 'redis': {
      const { RedisContainer } = await import('@testcontainers/redis');
      const container = await new RedisContainer('redis:7-alpine').withReuse().start();
      return container.getConnectionUrl();
    }
  }
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
