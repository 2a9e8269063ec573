import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { BrowserLikeClient } from './support/http-client';
import { startSystem, SystemUnderTest } from './support/system-under-test';

const repoRoot = join(__dirname, '..', '..');
const APPS = ['identity', 'catalog', 'reviews', 'chat', 'billing', 'admin-audit', 'gateway'] as const;
/** The default the compose file used to give INTERNAL_SECRET; public, so production must refuse it. */
const OLD_COMPOSE_DEFAULT = 'change-me-to-a-long-random-secret-of-32-chars';
const randomSecret = () => randomBytes(32).toString('hex');

/** Starts a built app as `npm run start:cluster` would and waits for it to exit (it must, on a refused start). */
function startAndWaitForExit(
  app: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const script = app === 'gateway' ? 'dist/gateway/src/main.js' : `dist/services/${app}/src/main.js`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, script)], {
      cwd: repoRoot,
      // A database nobody listens on: the configuration is refused before any connection is tried.
      env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${app} was still running after 60 s; stderr so far:\n${stderr}`));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** Issue 18 items 2 and 5: production refuses to start with free listings or a known secret. */
describe('start-up in production', () => {
  it('refuses a missing, short or placeholder INTERNAL_SECRET in every service and the gateway', async () => {
    const cases = [
      ...APPS.map((app) => ({ app, secret: OLD_COMPOSE_DEFAULT, expected: /INTERNAL_SECRET: is a placeholder/ })),
      { app: 'identity', secret: 'x'.repeat(48), expected: /INTERNAL_SECRET: is too simple to be random/ },
      { app: 'identity', secret: undefined, expected: /INTERNAL_SECRET: is required/ },
      { app: 'gateway', secret: undefined, expected: /INTERNAL_SECRET: is required/ },
      { app: 'billing', secret: 'short', expected: /INTERNAL_SECRET: must be at least 32 characters/ },
    ];
    const results = await Promise.all(
      cases.map(({ app, secret }) =>
        startAndWaitForExit(app, {
          NODE_ENV: 'production',
          ALLOW_OFFLINE_PAYMENTS: 'true',
          ...(secret === undefined ? {} : { INTERNAL_SECRET: secret }),
        }),
      ),
    );
    cases.forEach(({ app, expected }, index) => {
      const { code, stderr } = results[index]!;
      expect({ app, code }).toEqual({ app, code: 1 });
      expect(stderr).toMatch(new RegExp(`^${app}: Invalid configuration`));
      expect(stderr).toMatch(expected);
    });
  });

  it('refuses billing without Stripe keys, naming each missing variable and ALLOW_OFFLINE_PAYMENTS', async () => {
    const { code, stderr } = await startAndWaitForExit('billing', {
      NODE_ENV: 'production',
      INTERNAL_SECRET: randomSecret(),
    });
    expect(code).toBe(1);
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY']) {
      expect(stderr).toContain(`${name}: is required in production (without Stripe keys no money is taken)`);
    }
    expect(stderr).toContain('set ALLOW_OFFLINE_PAYMENTS=true to run the offline test mode on purpose');
  });

  describe('with ALLOW_OFFLINE_PAYMENTS=true', () => {
    let system: SystemUnderTest;

    beforeAll(async () => {
      system = await startSystem('production-offline', ['identity', 'billing'], {
        serviceEnv: { NODE_ENV: 'production', ALLOW_OFFLINE_PAYMENTS: 'true', LOG_LEVEL: 'info' },
      });
    });

    afterAll(() => system?.stop());

    it('starts with a random secret, serves the offline test mode, tells the subscription page so and warns', async () => {
      const owner = new BrowserLikeClient(system.gateway.url);
      const registered = await owner.post('/api/shop-owner/register', {
        firstName: 'Nuala',
        lastName: 'Owner',
        email: `nuala-${randomBytes(3).toString('hex')}@example.ie`,
        phone: null,
        city: 'Sligo',
        password: 'secret1',
        contactMethod: 'email',
      });
      expect(registered.status).toBe(201);
      const intent = await owner.get('/api/get-or-create-subscription');
      expect(intent.status).toBe(200);
      expect(intent.json).toMatchObject({ mode: 'offline' });
      expect(intent.json.publishableKey).toBeUndefined();
      expect(system.services.billing!.output()).toContain('Payments are in the offline test mode in production');
    });
  });
});
