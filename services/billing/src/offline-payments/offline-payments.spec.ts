import { offlinePaymentSchema } from '@app/contracts';
import { loadConfig } from '@app/config';
import { billingConfigSchema } from '../billing.config';
import { PaymentProvider } from '../payments/payment-provider';
import { DECLINED_MESSAGE, offlineCardOutcome } from './offline-card';
import { offlinePaymentEvent } from './offline-event';

const intent = {
  id: 'pi_offline_1',
  clientSecret: 'pi_offline_1_secret_2',
  amountMinor: 20000,
  currency: 'EUR',
  subscriptionId: 7,
  userId: 42,
};

describe('the offline test mode', () => {
  it('pays with 4242 4242 4242 4242 and declines 4000 0000 0000 0002', () => {
    expect(offlineCardOutcome('4242424242424242')).toEqual({ kind: 'succeeded' });
    expect(offlineCardOutcome('4000000000000002')).toMatchObject({ kind: 'declined', message: DECLINED_MESSAGE });
  });

  it('reads the card form as Stripe would, spaces allowed', () => {
    const parsed = offlinePaymentSchema.parse({
      subscriptionId: '7',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    });
    expect(parsed).toMatchObject({ subscriptionId: 7, cardNumber: '4242424242424242' });
    const invalid = offlinePaymentSchema.safeParse({ subscriptionId: 7, cardNumber: '4242', expiry: '1/2', cvc: '' });
    expect(invalid.success).toBe(false);
    expect(invalid.error?.issues.map((issue) => issue.message)).toEqual([
      'Your card number is incomplete.',
      "Your card's expiration date is incomplete.",
      "Your card's security code is incomplete.",
    ]);
  });

  it('builds the PaymentIntent events Stripe would send', () => {
    const paid = offlinePaymentEvent(intent, { kind: 'succeeded' });
    expect(paid).toMatchObject({
      type: 'payment_intent.succeeded',
      livemode: false,
      data: { object: { id: 'pi_offline_1', amount: 20000, amount_received: 20000, currency: 'eur' } },
    });
    const declined = offlinePaymentEvent(intent, offlineCardOutcome('4000000000000002'));
    expect(declined.type).toBe('payment_intent.payment_failed');
    expect(declined.data.object.last_payment_error).toMatchObject({ code: 'card_declined', message: DECLINED_MESSAGE });
    expect(declined.id).not.toBe(paid.id);
  });

  it('signs events that its own verification accepts and refuses them once altered', () => {
    const provider = new PaymentProvider(
      loadConfig(billingConfigSchema, { DATABASE_URL: 'postgres://localhost/x', INTERNAL_SECRET: 'z'.repeat(40) }),
    );
    const payload = JSON.stringify(offlinePaymentEvent(intent, { kind: 'succeeded' }));
    const signature = provider.signOffline(payload);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}/);
    expect(provider.verifyEvent(Buffer.from(payload), signature).type).toBe('payment_intent.succeeded');
    expect(() => provider.verifyEvent(Buffer.from(payload.replace('20000', '1')), signature)).toThrow(
      'Invalid signature',
    );
    expect(() => provider.verifyEvent(Buffer.from(payload), undefined)).toThrow('Invalid signature');
  });
});
