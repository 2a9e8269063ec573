import { CreditCard } from 'lucide-react';
import { Link } from 'wouter';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';

import { useSubscription } from '../api/get-subscription';
import { ReceiptsList } from './receipts-list';

/**
 * The dashboard's subscription state: Active until <date> (with Renew in its last 30 days), Expired with Renew, or
 * Awaiting payment with a way to /subscribe; and the receipts of past payments.
 */
export function SubscriptionStatusCard() {
  const subscription = useSubscription({ enabled: true });
  const data = subscription.data;
  const active = data?.status === 'active';
  const expired = data?.status === 'expired';
  const endDate = formatDate(data?.endDate);
  const renewable = active && data?.renewable === true;

  return (
    <Card className="gap-3" role="region" aria-label="Subscription status">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2 text-base">
          <CreditCard className="size-4" aria-hidden="true" />
          Subscription
        </CardTitle>
        {!subscription.isPending &&
          (active ? (
            <Badge className="bg-emerald-600 text-white">Active</Badge>
          ) : (
            <Badge variant="secondary" className="bg-amber-100 text-amber-900">
              {expired ? 'Expired' : 'Awaiting payment'}
            </Badge>
          ))}
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        {subscription.isPending ? (
          <Skeleton className="h-5 w-48" />
        ) : subscription.isError ? (
          <p className="text-sm text-muted-foreground">Your subscription could not be loaded.</p>
        ) : active ? (
          <>
            <p className="text-sm">Active until {endDate}</p>
            {renewable && (
              <Button asChild size="sm">
                <Link href={paths.subscribe.getHref()}>Renew</Link>
              </Button>
            )}
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {expired
                ? `Your subscription ended on ${endDate}. Renew it to keep your shops listed.`
                : 'Awaiting payment: pay the yearly fee so your shops can be approved.'}
            </p>
            <Button asChild size="sm">
              <Link href={paths.subscribe.getHref()}>{expired ? 'Renew' : 'Pay now'}</Link>
            </Button>
          </>
        )}
        <ReceiptsList />
      </CardContent>
    </Card>
  );
}
