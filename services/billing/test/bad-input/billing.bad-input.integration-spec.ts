import fc from 'fast-check';
import { offlinePaymentResponseSchema } from '@app/contracts';
import {
  badJsonBody,
  BadInputReport,
  BadInputTarget,
  checkBadInput,
  bodyTarget,
  BodyCase,
  callHttp,
  Caller,
  hostileString,
  listenOnFreePort,
  owner,
} from '@app/testing';
import { BillingHarness, startBillingHarness } from '../support/billing-harness';

jest.setTimeout(180_000);

const OWNER = owner(301);

/** Property tests of billing's request schema and its webhook through their endpoints (issue 10, bad input). */
describe('billing bad input', () => {
  let billing: BillingHarness;
  let baseUrl: string;
  let subscriptionId: number;
  const report = new BadInputReport('billing');

  const as = (identity: object): Caller => ({ baseUrl, headers: billing.signed(identity) });

  const check = <I>(target: BadInputTarget<I>): Promise<void> => checkBadInput(report, target, billing.sql, 'billing');

  beforeAll(async () => {
    billing = await startBillingHarness('billing-bad-input');
    baseUrl = await listenOnFreePort(billing.app);
    const intent = await billing.http().get('/api/get-or-create-subscription').set(billing.signed(OWNER));
    expect(intent.status).toBe(200);
    subscriptionId = intent.body.subscriptionId;
  });

  afterAll(async () => {
    report.finish();
    await billing?.stop();
  });

  it('offlinePaymentSchema: POST /api/billing/offline-payments refuses bad cards and stores nothing from them', () =>
    check(
      bodyTarget(as(OWNER), {
        schema: 'offlinePaymentSchema',
        method: 'POST',
        path: '/api/billing/offline-payments',
        valid: fc.record({
          subscriptionId: fc.constantFrom(subscriptionId, String(subscriptionId)),
          cardNumber: fc.constantFrom('4242 4242 4242 4242', '4000000000000002', '4242-4242-4242-4242'),
          expiry: fc.constantFrom('12/39', '01 / 35'),
          cvc: fc.constantFrom('123', '4567'),
        }),
        response: offlinePaymentResponseSchema,
        // A declined card (402) is kept as a failed payment and published as payment.failed, by design.
        recordingRefusals: [402],
      }),
    ));

  it('the webhook answers junk bodies and signatures with 400 and stores nothing', () => {
    const event = fc.record({
      id: fc.constantFrom('evt_1', 'evt_fuzz'),
      type: fc.constantFrom('payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded'),
      data: fc.record({ object: fc.record({ id: fc.constantFrom('pi_1', 'pi_fuzz'), amount: fc.integer() }) }),
    });
    const signature = fc.option(
      fc.oneof(
        fc.constantFrom(
          't=1,v1=00',
          't=,v1=',
          'v1=deadbeef',
          `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
        ),
        hostileString().map((text) => text.replace(/[^\x20-\x7e]/g, '').slice(0, 4_000)),
      ),
      { nil: undefined },
    );
    const target: BadInputTarget<[BodyCase, string | undefined]> = {
      schema: 'stripe webhook (signature-checked raw body)',
      route: 'POST /api/billing/webhook',
      inputs: fc.tuple(badJsonBody(event), signature),
      send: ([body, stripeSignature]) =>
        callHttp(baseUrl, {
          method: 'POST',
          path: '/api/billing/webhook',
          headers: stripeSignature === undefined ? {} : { 'stripe-signature': stripeSignature },
          body,
        }),
      checkAccepted: (answer) => {
        throw new Error(`an unsigned webhook was accepted: ${answer.status} ${answer.text.slice(0, 200)}`);
      },
    };
    return check(target);
  });
});
