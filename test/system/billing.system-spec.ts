import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { waitFor } from '@app/testing';
import { BrowserLikeClient } from './support/http-client';
import { ServiceProcess } from './support/service-process';
import { startSystem, SystemUnderTest } from './support/system-under-test';

/**
 * The listing fee end to end (issue 7): identity, catalog, billing and the gateway as separate processes over
 * RabbitMQ and Redis. An owner pays in the offline test mode; catalog hears subscription.activated from billing
 * and lets the admin approve the shop (REQUIRE_SUBSCRIPTION_FOR_APPROVAL is on by default); a declined card does not.
 */
describe('the listing fee through the gateway', () => {
  const tag = randomBytes(3).toString('hex');
  let system: SystemUnderTest;
  let gateway: ServiceProcess;
  let sql: Client;
  let adminEmail: string;
  let adminPassword: string;

  beforeAll(async () => {
    system = await startSystem('billing', ['identity', 'catalog', 'billing']);
    ({ gateway, sql } = system);
    ({ email: adminEmail, password: adminPassword } = system.admin);
  });

  afterAll(() => system?.stop());

  const client = () => new BrowserLikeClient(gateway.url);

  async function ownerWithShop(firstName: string): Promise<{ owner: BrowserLikeClient; shopId: number }> {
    const owner = client();
    const registered = await owner.post('/api/shop-owner/register', {
      firstName,
      lastName: 'Owner',
      email: `${firstName.toLowerCase()}-${tag}@example.ie`,
      phone: null,
      city: 'Sligo',
      password: 'secret1',
      contactMethod: 'email',
    });
    expect(registered.status).toBe(201);
    const created = await owner.post('/api/shops', {
      name: `${firstName}'s Pottery ${tag}`,
      description: 'Hand-thrown mugs and bowls',
      location: 'Sligo',
      categoryId: null,
    });
    expect(created.status).toBe(201);
    return { owner, shopId: created.json.id };
  }

  async function signedInAdmin(): Promise<BrowserLikeClient> {
    const admin = client();
    expect((await admin.post('/api/auth/login', { email: adminEmail, password: adminPassword })).status).toBe(200);
    return admin;
  }

  it('lets the admin approve the shop once its owner paid offline with 4242 4242 4242 4242', async () => {
    const { owner, shopId } = await ownerWithShop('Grainne');
    expect((await owner.get('/api/subscription')).json).toBeNull();
    const admin = await signedInAdmin();
    const early = await admin.request('PATCH', `/api/admin/shops/${shopId}/approve`);
    expect(early.status).toBe(409);

    const [first, second] = await Promise.all([
      owner.get('/api/get-or-create-subscription'),
      owner.get('/api/get-or-create-subscription'),
    ]);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ amount: '200.00', currency: 'EUR', mode: 'offline' });
    expect(second.json.subscriptionId).toBe(first.json.subscriptionId);
    expect(second.json.clientSecret).toBe(first.json.clientSecret);

    const paid = await owner.post('/api/billing/offline-payments', {
      subscriptionId: first.json.subscriptionId,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    expect(paid.json).toEqual({ status: 'succeeded' });
    const current = await owner.get('/api/subscription');
    expect(current.json).toMatchObject({ status: 'active', amount: '200.00', currency: 'EUR' });

    const approved = await waitFor(
      'the approval once catalog handled subscription.activated from billing',
      async () => {
        const response = await admin.request('PATCH', `/api/admin/shops/${shopId}/approve`);
        return response.status === 200 ? response : undefined;
      },
      { timeoutMs: 15_000, intervalMs: 200 },
    );
    expect(approved.json.message).toBe('Shop approved successfully.');
    const sent = await sql.query(
      `SELECT count(*)::int AS n FROM billing.outbox_events WHERE name = 'subscription.activated' AND published_at IS NOT NULL AND (payload->>'subscriptionId')::int = $1`,
      [first.json.subscriptionId],
    );
    expect(sent.rows[0].n).toBe(1);
  });

  it('keeps approval refused after a declined card and says why', async () => {
    const { owner, shopId } = await ownerWithShop('Padraig');
    const intent = await owner.get('/api/get-or-create-subscription');
    const declined = await owner.post('/api/billing/offline-payments', {
      subscriptionId: intent.json.subscriptionId,
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/39',
      cvc: '123',
    });
    expect(declined.status).toBe(402);
    expect(declined.json.message).toBe('Your card was declined.');
    expect((await owner.get('/api/subscription')).json).toMatchObject({ status: 'pending', endDate: null });

    // The failure is published and consumed like any event; approval still waits for a payment.
    await waitFor(
      'payment.failed to leave the outbox',
      async () =>
        (
          await sql.query(
            `SELECT 1 FROM billing.outbox_events WHERE name = 'payment.failed' AND published_at IS NOT NULL AND (payload->>'subscriptionId')::int = $1`,
            [intent.json.subscriptionId],
          )
        ).rowCount === 1 || undefined,
      { timeoutMs: 10_000, intervalMs: 100 },
    );
    const admin = await signedInAdmin();
    const refused = await admin.request('PATCH', `/api/admin/shops/${shopId}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('The owner has no active subscription yet.');
  });

  it('refuses a webhook call with a forged signature at the gateway door', async () => {
    const response = await fetch(`${gateway.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      body: JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded', data: { object: {} } }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Invalid signature');
  });
});
