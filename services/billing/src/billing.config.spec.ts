import { loadConfig } from '@app/config';
import { billingConfigSchema, listingFeeMinorUnits, offlineWebhookSecretOf, paymentModeOf } from './billing.config';

const base = {
  DATABASE_URL: 'postgres://localhost/billing',
  INTERNAL_SECRET: 'x'.repeat(40),
};

describe('billingConfigSchema', () => {
  it('defaults to the offline test mode, EUR and a fee of 200 (20000 cents)', () => {
    const config = loadConfig(billingConfigSchema, base);
    expect(paymentModeOf(config)).toBe('offline');
    expect(config.CURRENCY).toBe('EUR');
    expect(listingFeeMinorUnits(config)).toBe(20000);
  });

  it('derives the offline secret from the internal secret unless one is configured', () => {
    const derived = offlineWebhookSecretOf(loadConfig(billingConfigSchema, base));
    expect(derived).toMatch(/^whsec_offline_[0-9a-f]{64}$/);
    expect(derived).not.toContain(base.INTERNAL_SECRET);
    const other = offlineWebhookSecretOf(loadConfig(billingConfigSchema, { ...base, INTERNAL_SECRET: 'y'.repeat(40) }));
    expect(other).not.toBe(derived);
    const configured = loadConfig(billingConfigSchema, { ...base, OFFLINE_WEBHOOK_SECRET: 'whsec_configured_secret' });
    expect(offlineWebhookSecretOf(configured)).toBe('whsec_configured_secret');
  });

  it('switches to Stripe with a secret key and then requires the webhook and publishable keys', () => {
    expect(() => loadConfig(billingConfigSchema, { ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY/,
    );
    const config = loadConfig(billingConfigSchema, {
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      CURRENCY: 'ngn',
    });
    expect(paymentModeOf(config)).toBe('stripe');
    expect(config.CURRENCY).toBe('NGN');
  });

  it('refuses a publishable key given as the secret key', () => {
    expect(() => loadConfig(billingConfigSchema, { ...base, STRIPE_SECRET_KEY: 'pk_live_oops' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
  });

  it('refuses to start in production without Stripe keys, naming each missing variable', () => {
    const production = { ...base, NODE_ENV: 'production' };
    let message = '';
    try {
      loadConfig(billingConfigSchema, production);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY']) {
      expect(message).toContain(`${name}: is required in production`);
    }
    expect(message).toContain('ALLOW_OFFLINE_PAYMENTS=true');
  });

  it('runs the offline test mode in production only when ALLOW_OFFLINE_PAYMENTS=true is set', () => {
    const config = loadConfig(billingConfigSchema, { ...base, NODE_ENV: 'production', ALLOW_OFFLINE_PAYMENTS: 'true' });
    expect(paymentModeOf(config)).toBe('offline');
    expect(() =>
      loadConfig(billingConfigSchema, { ...base, NODE_ENV: 'production', ALLOW_OFFLINE_PAYMENTS: 'yes' }),
    ).toThrow(/ALLOW_OFFLINE_PAYMENTS/);
  });
});
