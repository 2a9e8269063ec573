import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';

import { shopOwnerLoginSchema } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';

import { useLoginShopOwner } from '../api/shop-owner-login';
import { toastFailure } from '../lib/notify';
import { ownerLandingHref } from '../lib/redirects';
import { FormTextField } from './form-text-field';

/** The shop owner Sign In tab (spec sections 2, 5, 8): success toasts 'Welcome Back!' and opens /dashboard. */
export function ShopOwnerSignInForm() {
  const login = useLoginShopOwner();
  const [, navigate] = useLocation();
  const form = useForm({
    resolver: zodResolver(shopOwnerLoginSchema),
    defaultValues: { emailOrPhone: '', password: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Welcome Back!' });
        navigate(ownerLandingHref());
      },
      onError: (error) => toastFailure('Sign In Failed', error, 'Invalid credentials. Please try again.'),
    });
  });

  return (
    <Form {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <FormTextField
          control={form.control}
          name="emailOrPhone"
          label="Email or Phone"
          placeholder="you@business.ie or 087 123 4567"
          autoComplete="username"
        />
        <FormTextField
          control={form.control}
          name="password"
          label="Password"
          revealable
          placeholder="Enter your password"
          autoComplete="current-password"
        />
        <div className="flex justify-end">
          <Link
            href={paths.passwordResetRequest.getHref()}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Sign In
        </Button>
      </form>
    </Form>
  );
}
