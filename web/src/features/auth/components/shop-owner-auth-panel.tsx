import { CalendarCheck } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ANNUAL_SUBSCRIPTION_FEE } from '@/config/app';
import { formatMoney } from '@/lib/format';

import { ShopOwnerSignInForm } from './shop-owner-sign-in-form';
import { ShopOwnerSignUpForm } from './shop-owner-sign-up-form';

/**
 * The Sign In and Sign Up tabs of /shop-owner-auth (spec section 2). The sign-up text names the yearly fee in the
 * one configured currency (shared DECISIONS: "€200 annual subscription").
 */
function initialTab(): 'sign-in' | 'sign-up' {
  return new URLSearchParams(window.location.search).get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';
}

export function ShopOwnerAuthPanel() {
  return (
    <Card className="w-full">
      {/* 'List Your Shop' opens the Sign Up tab (?tab=sign-up, issue 15). */}
      <Tabs defaultValue={initialTab()} className="gap-0">
        <CardHeader className="pb-6">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
        </CardHeader>
        <TabsContent value="sign-in">
          <CardHeader className="pb-6">
            <CardTitle>Welcome back</CardTitle>
            <CardDescription>Sign in to manage your shops, products and customer messages.</CardDescription>
          </CardHeader>
          <CardContent>
            <ShopOwnerSignInForm />
          </CardContent>
        </TabsContent>
        <TabsContent value="sign-up">
          <CardHeader className="pb-6">
            <Badge variant="accent" className="mb-2 w-fit">
              List Your Shop - {formatMoney(ANNUAL_SUBSCRIPTION_FEE)}/year
            </Badge>
            <CardTitle>List your business</CardTitle>
            <CardDescription>Join the Irish businesses reaching local customers on the marketplace.</CardDescription>
            <p className="mt-2 flex items-start gap-2 rounded-lg border border-primary/20 bg-accent px-3 py-2 text-sm text-accent-foreground">
              <CalendarCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                Listing your shop takes a {formatMoney(ANNUAL_SUBSCRIPTION_FEE)} annual subscription, paid once your
                account is set up.
              </span>
            </p>
          </CardHeader>
          <CardContent>
            <ShopOwnerSignUpForm />
          </CardContent>
        </TabsContent>
      </Tabs>
    </Card>
  );
}
