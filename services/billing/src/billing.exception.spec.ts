import {
  BillingErrorCode,
  BillingException,
  describeBillingError,
  PaymentDeclinedException,
} from './billing.exception';

describe(BillingException.name, () => {
  it('gives every code a status and a message', () => {
    for (const code of Object.values(BillingErrorCode)) {
      const { status, message } = describeBillingError(code);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(message).toBeTruthy();
    }
  });

  it("answers a bad webhook signature with 400 'Invalid signature'", () => {
    const error = new BillingException(BillingErrorCode.InvalidSignature);
    expect([error.status, error.message]).toEqual([400, 'Invalid signature']);
  });

  it("answers a declined card with 402 and the provider's message", () => {
    const error = new PaymentDeclinedException('Your card was declined.');
    expect([error.status, error.message]).toEqual([402, 'Your card was declined.']);
  });
});
