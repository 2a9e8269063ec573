import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INestApplication, Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import request from 'supertest';
import { ANONYMOUS, RequestIdentity, signIdentity, signInternalCall } from '@app/auth-context';
import { Env, loadConfig } from '@app/config';
import { GUEST_COOKIE, ResolvedSession, SESSION_COOKIE } from '@app/contracts';
import { identityConfigSchema, identityService } from '@app/identity';
import { createServiceApp } from '@app/service-kit';
import {
  createTestDatabase,
  ensureTestServers,
  TestDatabase,
  uniqueNamespace,
  SmtpCatcher,
  startSmtpCatcher,
} from '@app/testing';

export const ADMIN_EMAIL = 'first.admin@localshop.test';
export const ADMIN_PASSWORD = 'Adm1n!Password';

/** The identity app on a fresh database, with a real SMTP catcher and Redis, called in-process with supertest. */
export interface IdentityHarness {
  app: INestApplication;
  secret: string;
  namespace: string;
  redisKeyPrefix: string;
  sql: Client;
  redis: Redis;
  smtp: SmtpCatcher;
  http(): ReturnType<typeof request>;
  /** A browser behind a gateway: keeps cookies, resolves them as the gateway does and signs the identity. */
  browser(): GatewayBrowser;
  /** Signed identity headers of a person as the gateway would send them. */
  signed(identity: Partial<RequestIdentity>): Record<string, string>;
  stop(): Promise<void>;
}

export async function startIdentityHarness(label: string, env: Env = {}): Promise<IdentityHarness> {
  Logger.overrideLogger(['error']);
  const urls = await ensureTestServers('postgres', 'redis');
  const database: TestDatabase = await createTestDatabase(label);
  const smtp = await startSmtpCatcher();
  const dataDir = await mkdtemp(join(tmpdir(), 'identity-'));
  const secret = randomBytes(32).toString('hex');
  const namespace = uniqueNamespace(label);
  const redisKeyPrefix = `${namespace}`;
  const config = loadConfig(identityConfigSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: database.url,
    INTERNAL_SECRET: secret,
    EVENTS_NAMESPACE: namespace,
    EVENTS_RETRY_DELAYS_MS: '50,50,50,50',
    REDIS_URL: urls.redisUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    SMTP_URL: smtp.url,
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    ...env,
  });
  const app = await createServiceApp(identityService, config, { handleSignals: false });
  await app.init();
  const sql = new Client({ connectionString: database.url });
  await sql.connect();
  const redis = new Redis(urls.redisUrl);
  const harness: IdentityHarness = {
    app,
    secret,
    namespace,
    redisKeyPrefix,
    sql,
    redis,
    smtp,
    http: () => request(app.getHttpServer()),
    browser: () => new GatewayBrowser(harness),
    signed: (identity) => signIdentity({ ...ANONYMOUS, ...identity }, secret),
    stop: async () => {
      await app.close();
      await sql.end().catch(() => undefined);
      redis.disconnect();
      await smtp.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

export interface BrowserResponse {
  status: number;
  body: any;
  text: string;
  headers: Record<string, any>;
  setCookies: string[];
}

/** What the gateway does for each request: resolve the cookies at identity, then forward with a signed identity. */
export class GatewayBrowser {
  readonly cookies = new Map<string, string>();
  userAgent = 'jest-browser/1.0';
  ip = '198.51.100.23';

  constructor(private readonly harness: IdentityHarness) {}

  async resolve(): Promise<ResolvedSession> {
    const response = await this.harness
      .http()
      .post('/internal/sessions/resolve')
      .set(signInternalCall(this.harness.secret))
      .send({ sessionToken: this.cookies.get(SESSION_COOKIE), guestToken: this.cookies.get(GUEST_COOKIE) });
    if (response.status !== 200) throw new Error(`resolve answered ${response.status}: ${response.text}`);
    return response.body as ResolvedSession;
  }

  async identity(): Promise<RequestIdentity> {
    const { person, guest } = await this.resolve();
    return {
      userId: person?.userId ?? null,
      role: person?.role ?? null,
      isAdmin: person?.isAdmin ?? false,
      banned: person?.banned ?? false,
      guestSessionId: guest?.guestSessionId ?? null,
      ...(person ? { name: person.name, email: person.email } : {}),
    };
  }

  async send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<BrowserResponse> {
    const identityHeaders = signIdentity(await this.identity(), this.harness.secret);
    const http = this.harness.http();
    let call = (
      method === 'GET'
        ? http.get(path)
        : method === 'POST'
          ? http.post(path)
          : method === 'PUT'
            ? http.put(path)
            : method === 'PATCH'
              ? http.patch(path)
              : http.delete(path)
    )
      .set(identityHeaders)
      .set('user-agent', this.userAgent)
      .set('x-forwarded-for', this.ip)
      .redirects(0);
    if (this.cookies.size > 0) {
      call = call.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = body === undefined ? await call : await call.send(body as object);
    const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    for (const header of setCookies) this.remember(header);
    return { status: response.status, body: response.body, text: response.text, headers: response.headers, setCookies };
  }

  get(path: string) {
    return this.send('GET', path);
  }

  post(path: string, body: unknown = {}) {
    return this.send('POST', path, body);
  }

  private remember(header: string): void {
    const [pair, ...attributes] = header.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.ie`;
}

export function uniquePhone(): string {
  return `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
