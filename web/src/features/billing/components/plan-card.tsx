import { Check } from 'lucide-react';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ANNUAL_SUBSCRIPTION_FEE } from '@/config/app';
import { formatMoney } from '@/lib/format';

import { planFeatures } from './messages';

/** The Shop Owner Plan card of /subscribe: the yearly fee from the configured currency and its features. */
export function PlanCard() {
  return (
    <Card className="border-primary/40" aria-labelledby="plan-title">
      <CardHeader>
        <CardTitle id="plan-title" className="text-2xl">
          Shop Owner Plan
        </CardTitle>
        <CardDescription>List your shops and reach local customers for a whole year.</CardDescription>
        <p className="mt-2">
          <span className="text-4xl font-extrabold">{formatMoney(ANNUAL_SUBSCRIPTION_FEE)}</span>
          <span className="text-muted-foreground">/year</span>
        </p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-label="Plan features">
          {planFeatures.map((feature) => (
            <li key={feature} className="flex items-center gap-2 text-sm">
              <Check className="size-4 text-emerald-600" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
