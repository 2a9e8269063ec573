import Stripe from 'stripe';
import { ExpiryScheduler } from '@app/billing';
import { Clock } from '@app/service-kit';
import { customer, owner, pdfText } from '@app/testing';
import {
  BillingHarness,
  intentEvent,
  OFFLINE_SECRET,
  postWebhook,
  startBillingHarness,
} from './support/billing-harness';

const PAYING_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const DECLINED_CARD = { cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' };

describe('billing: subscriptions, the webhook and the offline test mode', () => {
  let billing: BillingHarness;

  beforeAll(async () => {
    billing = await startBillingHarness('billing');
  });

  afterAll(async () => {
    await billing?.stop();
  });

  const as = (identity: object) => billing.signed(identity);

  async function getOrCreate(userId: number) {
    const response = await billing
      .http()
      .get('/api/get-or-create-subscription')
      .set(as(owner(userId)));
    expect(response.status).toBe(200);
    return response.body as {
      subscriptionId: number;
      clientSecret: string;
      amount: string;
      currency: string;
      mode: string;
    };
  }

  async function intentIdOf(subscriptionId: number): Promise<string> {
    const rows = await billing.sql.query('SELECT stripe_payment_intent_id FROM billing.subscriptions WHERE id = $1', [
      subscriptionId,
    ]);
    return rows.rows[0].stripe_payment_intent_id;
  }

  const eventsOf = async (name: string, userId: number) =>
    (await billing.outbox(name)).filter((row) => row.payload.userId === userId);

  it('creates one pending subscription of 200 EUR however many times the owner asks at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => getOrCreate(301)));
    expect(new Set(answers.map((answer) => answer.subscriptionId)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.clientSecret)).size).toBe(1);
    expect(answers[0]).toMatchObject({ amount: '200.00', currency: 'EUR', mode: 'offline' });
    expect(answers[0]).not.toHaveProperty('publishableKey');
    expect((await getOrCreate(301)).subscriptionId).toBe(answers[0].subscriptionId);
    const rows = await billing.sql.query('SELECT status FROM billing.subscriptions WHERE user_id = 301');
    expect(rows.rows).toEqual([{ status: 'pending' }]);

    const current = await billing
      .http()
      .get('/api/subscription')
      .set(as(owner(301)));
    expect(current.body).toMatchObject({ status: 'pending', amount: '200.00', currency: 'EUR', startDate: null });
  });

  it('answers null for an owner without a subscription and refuses customers and strangers', async () => {
    const none = await billing
      .http()
      .get('/api/subscription')
      .set(as(owner(302)));
    expect(none.status).toBe(200);
    expect(none.text).toBe('null');
    expect(
      (
        await billing
          .http()
          .get('/api/get-or-create-subscription')
          .set(as(customer(401)))
      ).status,
    ).toBe(403);
    expect((await billing.http().get('/api/get-or-create-subscription')).status).toBe(401);
    expect(
      (
        await billing
          .http()
          .post('/api/billing/offline-payments')
          .send({ subscriptionId: 1, ...PAYING_CARD })
      ).status,
    ).toBe(401);
  });

  it('rejects a webhook with a bad or missing signature and changes nothing', async () => {
    const { subscriptionId } = await getOrCreate(303);
    const payload = intentEvent('payment_intent.succeeded', await intentIdOf(subscriptionId));
    const forged = await postWebhook(billing, payload, 'whsec_somebody_else');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Invalid signature');
    const unsigned = await billing
      .http()
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .send(payload);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toBe('Invalid signature');
    const tampered = await billing
      .http()
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: OFFLINE_SECRET }))
      .send(payload.replace('20000', '1'));
    expect(tampered.status).toBe(400);
    expect(await eventsOf('subscription.activated', 303)).toEqual([]);
    const rows = await billing.sql.query('SELECT count(*)::int AS n FROM billing.payments WHERE subscription_id = $1', [
      subscriptionId,
    ]);
    expect(rows.rows[0].n).toBe(0);
  });

  it('activates the subscription for a year once on a signed payment and ignores the replayed event', async () => {
    const { subscriptionId } = await getOrCreate(304);
    const payload = intentEvent('payment_intent.succeeded', await intentIdOf(subscriptionId), {
      eventId: 'evt_once_304',
    });
    const first = await postWebhook(billing, payload, OFFLINE_SECRET);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    const replay = await postWebhook(billing, payload, OFFLINE_SECRET);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });

    const subscriptions = await billing.sql.query(
      'SELECT id, status, start_date, end_date FROM billing.subscriptions WHERE user_id = 304',
    );
    expect(subscriptions.rows).toHaveLength(1);
    const [row] = subscriptions.rows;
    expect(row.status).toBe('active');
    const days = (row.end_date.getTime() - row.start_date.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
    const payments = await billing.sql.query(
      'SELECT status, amount, currency FROM billing.payments WHERE subscription_id = $1',
      [subscriptionId],
    );
    expect(payments.rows).toEqual([{ status: 'succeeded', amount: '200.00', currency: 'EUR' }]);

    const activated = await eventsOf('subscription.activated', 304);
    expect(activated).toHaveLength(1);
    expect(activated[0].payload).toMatchObject({ subscriptionId, userId: 304, amount: '200.00', currency: 'EUR' });
    expect(await eventsOf('payment.succeeded', 304)).toHaveLength(1);

    // The same intent's success sent again under another event id is not a second payment.
    const resent = await postWebhook(
      billing,
      intentEvent('payment_intent.succeeded', await intentIdOf(subscriptionId)),
      OFFLINE_SECRET,
    );
    expect(resent.status).toBe(200);
    expect(await eventsOf('subscription.activated', 304)).toHaveLength(1);
    expect(await eventsOf('payment.succeeded', 304)).toHaveLength(1);

    const again = await billing
      .http()
      .get('/api/get-or-create-subscription')
      .set(as(owner(304)));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have an active subscription.');
  });

  it('pays offline with 4242 through the webhook path: one activation, one subscription.activated', async () => {
    const { subscriptionId } = await getOrCreate(305);
    const paid = await billing
      .http()
      .post('/api/billing/offline-payments')
      .set(as(owner(305)))
      .send({ subscriptionId, ...PAYING_CARD });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ status: 'succeeded' });
    const current = await billing
      .http()
      .get('/api/subscription')
      .set(as(owner(305)));
    expect(current.body).toMatchObject({ id: subscriptionId, status: 'active', amount: '200.00', currency: 'EUR' });
    expect(Date.parse(current.body.endDate)).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    expect(await eventsOf('subscription.activated', 305)).toHaveLength(1);
    const processed = await billing.sql.query(
      `SELECT type FROM billing.processed_webhook_events WHERE event_id LIKE 'evt_offline_%' AND type = 'payment_intent.succeeded'`,
    );
    expect(processed.rows.length).toBeGreaterThanOrEqual(1);

    const twice = await billing
      .http()
      .post('/api/billing/offline-payments')
      .set(as(owner(305)))
      .send({ subscriptionId, ...PAYING_CARD });
    expect(twice.status).toBe(409);
    expect(await eventsOf('subscription.activated', 305)).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 with its reason, publishes payment.failed and leaves the owner unsubscribed', async () => {
    const { subscriptionId } = await getOrCreate(306);
    const declined = await billing
      .http()
      .post('/api/billing/offline-payments')
      .set(as(owner(306)))
      .send({ subscriptionId, ...DECLINED_CARD });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your card was declined.');

    const failed = await eventsOf('payment.failed', 306);
    expect(failed).toHaveLength(1);
    expect(failed[0].payload).toMatchObject({ subscriptionId, userId: 306, reason: 'Your card was declined.' });
    expect(await eventsOf('subscription.activated', 306)).toEqual([]);
    const payments = await billing.sql.query(
      'SELECT status, failure_reason FROM billing.payments WHERE subscription_id = $1',
      [subscriptionId],
    );
    expect(payments.rows).toEqual([{ status: 'failed', failure_reason: 'Your card was declined.' }]);
    const current = await billing
      .http()
      .get('/api/subscription')
      .set(as(owner(306)));
    expect(current.body).toMatchObject({ status: 'pending', startDate: null, endDate: null });

    // The same pending subscription can be paid with a good card afterwards.
    const paid = await billing
      .http()
      .post('/api/billing/offline-payments')
      .set(as(owner(306)))
      .send({ subscriptionId, ...PAYING_CARD });
    expect(paid.status).toBe(200);
    expect(await eventsOf('subscription.activated', 306)).toHaveLength(1);
  });

  it("refuses bad card details with Stripe's messages and another owner's subscription", async () => {
    const { subscriptionId } = await getOrCreate(307);
    const pay = (identity: object, body: object) =>
      billing.http().post('/api/billing/offline-payments').set(as(identity)).send(body);
    expect(
      (await pay(owner(307), { subscriptionId, ...PAYING_CARD, cardNumber: '4242 4242 4242 4241' })).body.message,
    ).toBe('Your card number is invalid.');
    expect((await pay(owner(307), { subscriptionId, ...PAYING_CARD, expiry: '01/20' })).body.message).toBe(
      "Your card's expiration date is in the past.",
    );
    expect((await pay(owner(307), { subscriptionId, ...PAYING_CARD, cvc: '1' })).body.message).toBe(
      "Your card's security code is incomplete.",
    );
    const foreign = await pay(owner(308), { subscriptionId, ...PAYING_CARD });
    expect(foreign.status).toBe(404);
    expect(await eventsOf('subscription.activated', 307)).toEqual([]);
  });

  it('expires a subscription past its end date on read and publishes subscription.expired once', async () => {
    const { subscriptionId } = await getOrCreate(309);
    await billing
      .http()
      .post('/api/billing/offline-payments')
      .set(as(owner(309)))
      .send({ subscriptionId, ...PAYING_CARD })
      .expect(200);
    await billing.sql.query(
      `UPDATE billing.subscriptions SET start_date = now() - interval '366 days', end_date = now() - interval '1 day' WHERE id = $1`,
      [subscriptionId],
    );
    const current = await billing
      .http()
      .get('/api/subscription')
      .set(as(owner(309)));
    expect(current.body).toMatchObject({ id: subscriptionId, status: 'expired' });
    await billing
      .http()
      .get('/api/subscription')
      .set(as(owner(309)))
      .expect(200);
    const expired = await eventsOf('subscription.expired', 309);
    expect(expired.map((row) => row.payload)).toEqual([{ subscriptionId, userId: 309 }]);

    const renewal = await getOrCreate(309);
    expect(renewal.subscriptionId).not.toBe(subscriptionId);
  });

  it('issues a numbered receipt with the payment, lists it to its owner only and serves it as a PDF', async () => {
    const { subscriptionId } = await getOrCreate(311);
    await billing
      .http()
      .post('/api/billing/offline-payments')
      .set(as(owner(311)))
      .send({ subscriptionId, ...PAYING_CARD })
      .expect(200);
    const listed = await billing
      .http()
      .get('/api/billing/receipts')
      .set(as(owner(311)));
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    const [receipt] = listed.body;
    const year = new Date().getUTCFullYear();
    expect(receipt).toMatchObject({
      number: expect.stringMatching(new RegExp(`^R-${year}-\\d{6}$`)),
      ownerName: 'Aoife Byrne',
      ownerEmail: 'owner311@example.ie',
      plan: 'Shop Owner Plan',
      amount: '200.00',
      currency: 'EUR',
      paymentReference: expect.stringMatching(/^ch_offline_/),
    });
    const [subscription] = (
      await billing.sql.query('SELECT start_date, end_date FROM billing.subscriptions WHERE id = $1', [subscriptionId])
    ).rows;
    expect([receipt.periodStart, receipt.periodEnd]).toEqual([
      subscription.start_date.toISOString(),
      subscription.end_date.toISOString(),
    ]);
    const issued = await eventsOf('receipt.issued', 311);
    expect(issued.map((row) => row.payload)).toEqual([
      expect.objectContaining({ receiptId: receipt.id, number: receipt.number, amount: '200.00', currency: 'EUR' }),
    ]);

    const pdf = await billing
      .http()
      .get(`/api/billing/receipts/${receipt.id}/pdf`)
      .set(as(owner(311)))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${receipt.number}.pdf"`);
    const body = pdf.body as Buffer;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(body);
    expect(text).toContain(`Receipt ${receipt.number}`);
    expect(text).toContain('200.00 EUR');
    expect(text).toContain('Shop Owner Plan');
    expect(text).toContain('Aoife Byrne <owner311@example.ie>');
    expect(text).toContain(receipt.paymentReference);

    const path = `/api/billing/receipts/${receipt.id}/pdf`;
    const other = await billing
      .http()
      .get(path)
      .set(as(owner(312)));
    expect([other.status, other.body.message]).toEqual([403, 'You can only download your own receipts.']);
    expect((await billing.http().get(path)).status).toBe(401);
    expect(
      (
        await billing
          .http()
          .get(path)
          .set(as(customer(311)))
      ).status,
    ).toBe(403);
    const unknown = await billing
      .http()
      .get('/api/billing/receipts/999999/pdf')
      .set(as(owner(311)));
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Receipt not found']);
    expect(
      (
        await billing
          .http()
          .get('/api/billing/receipts/abc/pdf')
          .set(as(owner(311)))
      ).status,
    ).toBe(400);
    expect(
      (
        await billing
          .http()
          .get('/api/billing/receipts')
          .set(as(owner(312)))
      ).body,
    ).toEqual([]);

    // The next payment's receipt takes the next number of the year.
    const next = await getOrCreate(312);
    await billing
      .http()
      .post('/api/billing/offline-payments')
      .set(as(owner(312)))
      .send({ subscriptionId: next.subscriptionId, ...PAYING_CARD })
      .expect(200);
    const [second] = (
      await billing
        .http()
        .get('/api/billing/receipts')
        .set(as(owner(312)))
    ).body;
    expect(Number(second.number.slice(-6))).toBe(Number(receipt.number.slice(-6)) + 1);
  });

  describe('with a fixed clock', () => {
    const setClock = (iso: string) => billing.app.get(Clock).set(new Date(iso), { frozen: true });
    const runScheduler = () => billing.app.get(ExpiryScheduler).tick();
    afterEach(() => billing.app.get(Clock).set(null));

    async function payAt(userId: number, iso: string): Promise<number> {
      setClock(iso);
      const { subscriptionId } = await getOrCreate(userId);
      await billing
        .http()
        .post('/api/billing/offline-payments')
        .set(as(owner(userId)))
        .send({ subscriptionId, ...PAYING_CARD })
        .expect(200);
      return subscriptionId;
    }

    const remindersOf = async (userId: number) =>
      (await eventsOf('subscription.reminded', userId)).map((row) => row.payload.kind as string);

    it('sends each reminder once on its day (30 and 7 days before, the end day) and then expires the plan', async () => {
      const subscriptionId = await payAt(313, '2031-01-10T10:00:00Z');
      const steps: Array<[string, string[]]> = [
        ['2031-12-10T09:00:00Z', []], // 31 days before
        ['2031-12-11T08:00:00Z', ['ends_in_30_days']],
        ['2031-12-12T08:00:00Z', ['ends_in_30_days']],
        ['2032-01-02T23:00:00Z', ['ends_in_30_days']], // 8 days before
        ['2032-01-03T00:30:00Z', ['ends_in_30_days', 'ends_in_7_days']],
        ['2032-01-09T12:00:00Z', ['ends_in_30_days', 'ends_in_7_days']],
        ['2032-01-10T00:30:00Z', ['ends_in_30_days', 'ends_in_7_days', 'ends_today']],
        ['2032-01-10T11:00:00Z', ['ends_in_30_days', 'ends_in_7_days', 'ends_today']],
        ['2032-01-11T11:00:00Z', ['ends_in_30_days', 'ends_in_7_days', 'ends_today']],
      ];
      for (const [now, expected] of steps) {
        setClock(now);
        await runScheduler();
        await runScheduler();
        expect({ now, reminders: await remindersOf(313) }).toEqual({ now, reminders: expected });
      }
      const reminded = await eventsOf('subscription.reminded', 313);
      expect(reminded.map((row) => row.payload)).toContainEqual({
        subscriptionId,
        userId: 313,
        kind: 'ends_today',
        endDate: '2032-01-10T10:00:00.000Z',
      });
      const expired = await eventsOf('subscription.expired', 313);
      expect(expired.map((row) => row.payload)).toEqual([{ subscriptionId, userId: 313 }]);
    });

    it('renews during the last 30 days from the current end date, and the renewed plan gets no end reminders', async () => {
      const first = await payAt(314, '2031-02-01T12:00:00Z');
      setClock('2031-09-01T12:00:00Z');
      const early = await billing
        .http()
        .get('/api/get-or-create-subscription')
        .set(as(owner(314)));
      expect([early.status, early.body.message]).toEqual([409, 'You already have an active subscription.']);
      const before = await billing
        .http()
        .get('/api/subscription')
        .set(as(owner(314)));
      expect(before.body).toMatchObject({ id: first, renewable: false });
      setClock('2032-01-20T12:00:00Z');
      const inWindow = await billing
        .http()
        .get('/api/subscription')
        .set(as(owner(314)));
      expect(inWindow.body).toMatchObject({ id: first, renewable: true });

      const renewal = await payAt(314, '2032-01-20T12:00:00Z');
      expect(renewal).not.toBe(first);
      const current = await billing
        .http()
        .get('/api/subscription')
        .set(as(owner(314)));
      expect(current.body).toMatchObject({
        id: renewal,
        status: 'active',
        startDate: '2032-02-01T12:00:00.000Z',
        endDate: '2033-02-01T12:00:00.000Z',
      });
      const [latest] = (
        await billing
          .http()
          .get('/api/billing/receipts')
          .set(as(owner(314)))
      ).body;
      expect([latest.periodStart, latest.periodEnd]).toEqual(['2032-02-01T12:00:00.000Z', '2033-02-01T12:00:00.000Z']);

      setClock('2032-02-01T13:00:00Z');
      await runScheduler();
      expect(await remindersOf(314)).toEqual([]);
      const still = await billing
        .http()
        .get('/api/subscription')
        .set(as(owner(314)));
      expect(still.body).toMatchObject({ id: renewal, status: 'active' });
    });
  });

  it("removes a deleted person's subscriptions and payments on user.deleted", async () => {
    const { subscriptionId } = await getOrCreate(310);
    await billing
      .http()
      .post('/api/billing/offline-payments')
      .set(as(owner(310)))
      .send({ subscriptionId, ...PAYING_CARD })
      .expect(200);
    await billing.deliver('user.deleted', { userId: 310, role: 'shop_owner', displayName: 'Gone Owner' });
    const left = await billing.sql.query(
      'SELECT (SELECT count(*)::int FROM billing.subscriptions WHERE user_id = 310) AS subscriptions, (SELECT count(*)::int FROM billing.payments WHERE subscription_id = $1) AS payments',
      [subscriptionId],
    );
    expect(left.rows[0]).toEqual({ subscriptions: 0, payments: 0 });
  });
});

describe('billing in Stripe mode', () => {
  const webhookSecret = 'whsec_stripe_mode_integration_test';
  let billing: BillingHarness;

  beforeAll(async () => {
    billing = await startBillingHarness('billing-stripe', {
      STRIPE_SECRET_KEY: 'sk_test_integration_never_called',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_integration',
    });
  });

  afterAll(async () => {
    await billing?.stop();
  });

  it("verifies Stripe's signature with the webhook secret and refuses offline-signed events and payments", async () => {
    const inserted = await billing.sql.query(
      `INSERT INTO billing.subscriptions (user_id, amount, currency, stripe_payment_intent_id, client_secret)
       VALUES (501, 200, 'EUR', 'pi_stripe_501', 'pi_stripe_501_secret_x') RETURNING id`,
    );
    const subscriptionId: number = inserted.rows[0].id;
    const payload = intentEvent('payment_intent.succeeded', 'pi_stripe_501');
    expect((await postWebhook(billing, payload, OFFLINE_SECRET)).status).toBe(400);
    expect((await postWebhook(billing, payload, webhookSecret)).body).toEqual({ received: true });
    const current = await billing
      .http()
      .get('/api/subscription')
      .set(billing.signed(owner(501)));
    expect(current.body).toMatchObject({ id: subscriptionId, status: 'active' });

    const offline = await billing
      .http()
      .post('/api/billing/offline-payments')
      .set(billing.signed(owner(501)))
      .send({ subscriptionId, ...PAYING_CARD });
    expect(offline.status).toBe(404);
  });
});
