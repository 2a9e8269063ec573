import { randomBytes } from 'node:crypto';
import { ANONYMOUS, IDENTITY_HEADER, IDENTITY_SIGNATURE_HEADER, signIdentity } from '@app/auth-context';
import { createTestDatabase, ensureTestServers, TestDatabase } from '@app/testing';
import { ServiceProcess, startServiceProcess } from './support/service-process';

/** A request that reaches a service port directly, around the gateway, is anonymous unless properly signed. */
describe('identity on a service port', () => {
  const secret = randomBytes(32).toString('hex');
  const admin = { ...ANONYMOUS, userId: 1, role: 'customer' as const, isAdmin: true };
  let database: TestDatabase;
  let catalog: ServiceProcess;

  beforeAll(async () => {
    await ensureTestServers('postgres');
    database = await createTestDatabase('system-identity');
    catalog = await startServiceProcess('catalog', {
      DATABASE_URL: database.url,
      INTERNAL_SECRET: secret,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    });
  });

  afterAll(async () => {
    await catalog?.stop();
    await database?.drop();
  });

  const adminRoute = () => `${catalog.url}/admin/dead-letters`;

  it('answers an admin route called without identity with 401', async () => {
    const response = await fetch(adminRoute());
    expect(response.status).toBe(401);
    await expect(response.json()).resolves.toMatchObject({ message: 'Unauthorized' });
  });

  it('treats an admin identity signed with another secret as anonymous', async () => {
    const forged = signIdentity(admin, randomBytes(32).toString('hex'));
    const response = await fetch(adminRoute(), { headers: forged });
    expect(response.status).toBe(401);
  });

  it('treats an unsigned admin identity header as anonymous', async () => {
    const body = Buffer.from(JSON.stringify({ ...admin, iat: Date.now() })).toString('base64url');
    const response = await fetch(adminRoute(), { headers: { [IDENTITY_HEADER]: body } });
    expect(response.status).toBe(401);
  });

  it('treats a tampered identity with a genuine signature as anonymous', async () => {
    const genuine = signIdentity({ ...admin, isAdmin: false }, secret);
    const tampered = Buffer.from(JSON.stringify({ ...admin, iat: Date.now() })).toString('base64url');
    const response = await fetch(adminRoute(), {
      headers: { [IDENTITY_HEADER]: tampered, [IDENTITY_SIGNATURE_HEADER]: genuine[IDENTITY_SIGNATURE_HEADER] },
    });
    expect(response.status).toBe(401);
  });

  it('treats a replayed identity header, signed more than a minute ago, as anonymous', async () => {
    const replayed = signIdentity(admin, secret, Date.now() - 120_000);
    const response = await fetch(adminRoute(), { headers: replayed });
    expect(response.status).toBe(401);
  });

  it('admits the same admin identity when the gateway signed it', async () => {
    const response = await fetch(adminRoute(), { headers: signIdentity(admin, secret) });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual([]);
  });

  it('refuses a signed non-admin with 403', async () => {
    const customer = { ...ANONYMOUS, userId: 2, role: 'customer' as const };
    const response = await fetch(adminRoute(), { headers: signIdentity(customer, secret) });
    expect(response.status).toBe(403);
  });
});
