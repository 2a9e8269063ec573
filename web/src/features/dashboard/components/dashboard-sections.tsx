import { Check, CreditCard, MessageCircle, Package } from 'lucide-react';
import { Link } from 'wouter';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ANNUAL_SUBSCRIPTION_FEE } from '@/config/app';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';

const fee = formatMoney(ANNUAL_SUBSCRIPTION_FEE);

const steps = [
  {
    icon: CreditCard,
    title: 'Register & Pay',
    text: `Create your shop owner account and pay the ${fee} yearly listing fee.`,
  },
  { icon: Package, title: 'Add Products', text: 'Add your shop, then list your products with photos and prices.' },
  {
    icon: MessageCircle,
    title: 'Connect with Customers',
    text: 'Once approved, customers find you, view your details and message you.',
  },
];

const planFeatures = [
  'Unlimited products',
  'Multiple photos',
  'Customer messages',
  'Analytics dashboard',
  '24/7 support',
];

/** 'How It Works' (spec 001 section 2): three steps. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading" className="rounded-2xl border bg-card p-6 shadow-xs">
      <h2 id="how-it-works-heading" className="text-xl font-bold tracking-tight">
        How It Works
      </h2>
      <ol className="mt-6 grid gap-6 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">
                {index + 1}. {title}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** 'Simple Pricing' (spec 001 section 2): the Shop Owner Plan at the yearly fee, its features and a way to /subscribe. */
export function SimplePricing() {
  return (
    <section aria-labelledby="simple-pricing-heading" className="grid gap-4">
      <h2 id="simple-pricing-heading" className="text-xl font-bold tracking-tight">
        Simple Pricing
      </h2>
      <Card className="max-w-md border-primary/40">
        <CardHeader>
          <CardTitle>Shop Owner Plan</CardTitle>
          <CardDescription>Everything you need to reach local customers.</CardDescription>
          <p className="mt-2">
            <span className="text-4xl font-extrabold">{fee}</span>
            <span className="text-muted-foreground">/year</span>
          </p>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ul className="grid gap-2">
            {planFeatures.map((feature) => (
              <li key={feature} className="flex items-center gap-2 text-sm">
                <Check className="size-4 text-emerald-600" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
          <Button asChild size="lg">
            <Link href={paths.subscribe.getHref()}>Subscribe Now</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
