import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';

import { customerLoginSchema } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';

import { useLoginCustomer } from '../api/customer-login';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { toastFailure } from '../lib/notify';
import { CUSTOMER_LOGIN_REDIRECT_MS, customerLandingHref } from '../lib/redirects';
import { FormTextField } from './form-text-field';

/**
 * The customer Sign In tab (spec sections 2, 5, 8): contact and password; success toasts and goes to / (or to the
 * shop of a pending rating) after 1.5 s; failure toasts 'Sign In Failed' with the server's message.
 */
export function CustomerSignInForm() {
  const login = useLoginCustomer();
  const { navigateAfter, isPending: isRedirecting } = useDelayedNavigate();
  const form = useForm({
    resolver: zodResolver(customerLoginSchema),
    defaultValues: { contact: '', password: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Sign In Successful – Welcome back!' });
        navigateAfter(customerLandingHref(), CUSTOMER_LOGIN_REDIRECT_MS);
      },
      onError: (error) => toastFailure('Sign In Failed', error, 'Login failed'),
    });
  });

  const busy = login.isPending || isRedirecting;

  return (
    <Form {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <FormTextField
          control={form.control}
          name="contact"
          label="Email or Phone Number"
          placeholder="you@example.com or 087 123 4567"
          autoComplete="username"
        />
        <FormTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
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
        <Button type="submit" size="lg" disabled={busy}>
          {login.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Sign In
        </Button>
      </form>
    </Form>
  );
}
