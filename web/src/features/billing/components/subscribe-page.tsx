import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';

import type { SubscriptionIntentResponse } from '@app/contracts';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { PRODUCT_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { getErrorMessage, getErrorStatus } from '@/lib/api-client';
import { formatDate, formatPrice } from '@/lib/format';

import { useSubscriptionIntent } from '../api/get-or-create-subscription';
import { useSubscription } from '../api/get-subscription';
import { billingKeys } from '../api/keys';
import { usePayOffline } from '../api/pay-offline';
import { billingMessages } from './messages';
import { OfflineCardForm } from './offline-card-form';
import { PlanCard } from './plan-card';
import { StripePaymentForm } from './stripe-payment-form';

function AlreadySubscribed() {
  const subscription = useSubscription({ enabled: true });
  const endDate = formatDate(subscription.data?.endDate);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" />
          You're subscribed
        </CardTitle>
        <CardDescription>{endDate ? `Active until ${endDate}.` : 'Your subscription is active.'}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link href={paths.dashboard.getHref()}>Go to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function PaymentForm({
  intent,
  onPaid,
  onFailed,
}: {
  intent: SubscriptionIntentResponse;
  onPaid: () => void;
  onFailed: (message: string | undefined) => void;
}) {
  const payOffline = usePayOffline();
  const payLabel = `Pay ${formatPrice(intent.amount)}`;

  if (intent.mode === 'stripe' && intent.publishableKey) {
    return (
      <StripePaymentForm
        publishableKey={intent.publishableKey}
        clientSecret={intent.clientSecret}
        payLabel={payLabel}
        onPaid={onPaid}
        onFailed={onFailed}
      />
    );
  }
  return (
    <OfflineCardForm
      payLabel={payLabel}
      isPaying={payOffline.isPending}
      onPay={(card) =>
        payOffline.mutate(
          { subscriptionId: intent.subscriptionId, ...card },
          {
            onSuccess: onPaid,
            onError: (error) => onFailed(getErrorStatus(error) ? getErrorMessage(error, '') : undefined),
          },
        )
      }
    />
  );
}

/**
 * /subscribe (spec 001 section 2): the Shop Owner Plan, its features and the card payment form (Stripe's Payment
 * Element, or the offline test mode's card form). A payment ends on /dashboard with 'Payment Successful'; a failure
 * toasts 'Payment Failed' and stays on the page with the reason.
 */
export function SubscribePage() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const intent = useSubscriptionIntent({ enabled: true });
  const [failure, setFailure] = useState<string | null>(null);
  const alreadySubscribed = intent.isError && getErrorStatus(intent.error) === 409;
  const initFailed = intent.isError && !alreadySubscribed;
  const warned = useRef(false);

  useEffect(() => {
    if (!initFailed || warned.current) return;
    warned.current = true;
    toast({ variant: 'destructive', title: 'Error', description: billingMessages.initFailed });
  }, [initFailed]);

  function paid() {
    setFailure(null);
    toast({ title: billingMessages.paidTitle, description: billingMessages.paidDescription });
    void queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
    void queryClient.invalidateQueries({ queryKey: billingKeys.receipts });
    navigate(paths.dashboard.getHref());
  }

  function failed(message: string | undefined) {
    const reason = message?.trim() || billingMessages.unexpected;
    setFailure(reason);
    toast({ variant: 'destructive', title: billingMessages.failedTitle, description: reason });
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <title>{`Subscribe | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Subscribe</h1>
          <p className="mt-1 text-muted-foreground">Pay the yearly listing fee to have your shops listed.</p>
        </div>
        <Button variant="outline" onClick={() => window.history.back()}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard />
        <Card role="region" aria-labelledby="payment-title">
          <CardHeader>
            <CardTitle id="payment-title" className="flex flex-wrap items-center gap-2">
              Payment details
              {intent.data?.mode === 'offline' && <Badge variant="secondary">Test mode</Badge>}
            </CardTitle>
            <CardDescription>Your subscription starts as soon as the payment goes through.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {failure && (
              <Alert variant="destructive" role="alert">
                <AlertTitle>{billingMessages.failedTitle}</AlertTitle>
                <AlertDescription>{failure}</AlertDescription>
              </Alert>
            )}
            {intent.isPending && (
              <div className="flex justify-center py-8" role="status" aria-label="Preparing payment">
                <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
              </div>
            )}
            {alreadySubscribed && <AlreadySubscribed />}
            {initFailed && (
              <Alert variant="destructive" role="alert">
                <AlertTitle>Error</AlertTitle>
                <AlertDescription className="grid gap-3">
                  {billingMessages.initFailed}
                  <Button variant="outline" size="sm" className="w-fit" onClick={() => void intent.refetch()}>
                    Try again
                  </Button>
                </AlertDescription>
              </Alert>
            )}
            {intent.data && <PaymentForm intent={intent.data} onPaid={paid} onFailed={failed} />}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
