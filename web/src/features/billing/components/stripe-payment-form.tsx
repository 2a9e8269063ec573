import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Stripe.js, loaded once per key from Stripe's own host (spec 001 section 9) by the official loader. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

type StripePaymentFormProps = {
  publishableKey: string;
  clientSecret: string;
  payLabel: string;
  onPaid: () => void;
  onFailed: (message: string | undefined) => void;
};

function PaymentElementForm({
  payLabel,
  onPaid,
  onFailed,
}: Omit<StripePaymentFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [isPaying, setIsPaying] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setIsPaying(true);
    try {
      // After a redirect (3-D Secure, bank pages) Stripe brings the owner back to the dashboard.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${paths.dashboard.getHref()}` },
        redirect: 'if_required',
      });
      if (error) onFailed(error.message);
      else if (paymentIntent && ['succeeded', 'processing'].includes(paymentIntent.status)) onPaid();
      else onFailed(undefined);
    } catch {
      onFailed(undefined);
    } finally {
      setIsPaying(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <PaymentElement />
      <Button type="submit" size="lg" disabled={!stripe || !elements || isPaying}>
        {isPaying && <Loader2 className="animate-spin" aria-hidden="true" />}
        {payLabel}
      </Button>
    </form>
  );
}

/** Stripe's Payment Element for the owner's pending PaymentIntent (mode 'stripe'). */
export function StripePaymentForm({ publishableKey, clientSecret, ...rest }: StripePaymentFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <PaymentElementForm {...rest} />
    </Elements>
  );
}
