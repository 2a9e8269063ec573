import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { signInternalCall } from '@app/auth-context';
import { SmtpCatcher, startSmtpCatcher, waitFor } from '@app/testing';
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
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    system = await startSystem('billing', ['identity', 'catalog', 'billing'], {
      identityEnv: { SMTP_URL: smtp.url },
      // Reminders and expiry are checked every second, so a test that moves billing's clock sees them soon.
      serviceEnv: { EXPIRY_CHECK_INTERVAL_MS: '1000' },
    });
    ({ gateway, sql } = system);
    ({ email: adminEmail, password: adminPassword } = system.admin);
  });

  afterAll(async () => {
    await system?.stop();
    await smtp?.close();
  });

  const client = () => new BrowserLikeClient(gateway.url);

  const emailOf = (firstName: string) => `${firstName.toLowerCase()}-${tag}@example.ie`;

  async function ownerWithShop(firstName: string): Promise<{ owner: BrowserLikeClient; shopId: number }> {
    const owner = client();
    const registered = await owner.post('/api/shop-owner/register', {
      firstName,
      lastName: 'Owner',
      email: emailOf(firstName),
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

  /** Sets billing's clock (a test-only route on its own port, frozen at `iso`). */
  async function setBillingClock(iso: string | null): Promise<void> {
    const response = await fetch(`${system.services.billing!.url}/internal/test-clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...signInternalCall(system.secret) },
      body: JSON.stringify({ now: iso, frozen: iso !== null }),
    });
    expect(response.status).toBe(200);
  }

  const mailsWith = (address: string, subject: string) =>
    smtp.mailsTo(address).filter((mail) => mail.raw.includes(`Subject: ${subject}`));
  const mailWith = (address: string, subject: string, count = 1) =>
    waitFor(
      `${count} mail(s) "${subject}" to ${address}`,
      () => mailsWith(address, subject).length >= count || undefined,
      {
        timeoutMs: 20_000,
        intervalMs: 200,
      },
    );

  it('mails the receipt and each reminder once, hides the shops at the end and shows them again on renewal', async () => {
    const { owner, shopId } = await ownerWithShop('Nuala');
    const email = emailOf('Nuala');
    const pay = async () => {
      const intent = await owner.get('/api/get-or-create-subscription');
      expect(intent.status).toBe(200);
      const paid = await owner.post('/api/billing/offline-payments', {
        subscriptionId: intent.json.subscriptionId,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      });
      expect(paid.status).toBe(200);
    };
    await pay();
    await mailWith(email, 'Your receipt R-');
    const admin = await signedInAdmin();
    await waitFor(
      'the approval',
      async () => (await admin.request('PATCH', `/api/admin/shops/${shopId}/approve`)).status === 200 || undefined,
      {
        timeoutMs: 15_000,
        intervalMs: 200,
      },
    );
    const visitor = client();
    expect((await visitor.get(`/api/shops/${shopId}`)).status).toBe(200);
    const endDate = Date.parse((await owner.get('/api/subscription')).json.endDate);
    const at = (days: number, hours = 0) => new Date(endDate + days * 86_400_000 + hours * 3_600_000).toISOString();

    try {
      await setBillingClock(at(-30));
      await mailWith(email, 'Your Shop Owner Plan ends in 30 days');
      await setBillingClock(at(-10));
      await setBillingClock(at(-7));
      await mailWith(email, 'Your Shop Owner Plan ends in 7 days');

      // The end instant is on the end day in any time zone; an hour later may be the next day (an end date in the
      // last hour of a day, as for a plan paid between 23:00 and midnight), which has no end-day mail.
      await setBillingClock(at(0));
      await mailWith(email, 'Your Shop Owner Plan ends today');
      // The end passed: subscription.expired reaches catalog through RabbitMQ.
      await setBillingClock(at(0, 1));
      await waitFor(
        'the shop page to leave the public',
        async () => (await visitor.get(`/api/shops/${shopId}`)).status === 404 || undefined,
        {
          timeoutMs: 15_000,
          intervalMs: 200,
        },
      );
      const mine = (await owner.get('/api/my-shops')).json.find((shop: { id: number }) => shop.id === shopId);
      expect(mine).toMatchObject({ isApproved: true, subscriptionExpired: true });
      expect((await owner.get('/api/subscription')).json).toMatchObject({ status: 'expired' });

      // Renewal: paid again, the shop comes back without a new approval, with a second receipt.
      await pay();
      await waitFor(
        'the shop page to come back',
        async () => (await visitor.get(`/api/shops/${shopId}`)).status === 200 || undefined,
        {
          timeoutMs: 15_000,
          intervalMs: 200,
        },
      );
      await mailWith(email, 'Your receipt R-', 2);
      for (const subject of ['ends in 30 days', 'ends in 7 days', 'ends today']) {
        expect({ subject, mails: mailsWith(email, `Your Shop Owner Plan ${subject}`).length }).toEqual({
          subject,
          mails: 1,
        });
      }
      const receipts = await owner.get('/api/billing/receipts');
      expect(receipts.json).toHaveLength(2);
    } finally {
      await setBillingClock(null);
    }
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
