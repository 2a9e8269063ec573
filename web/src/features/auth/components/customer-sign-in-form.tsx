import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { customerLoginSchema } from '@app/contracts';

import { toast } from '@/components/ui/use-toast';

import { useLoginCustomer } from '../api/customer-login';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { toastFailure } from '../lib/notify';
import { CUSTOMER_LOGIN_REDIRECT_MS, customerLandingHref } from '../lib/redirects';
import { AuthForm, ForgotPasswordLink } from './auth-form';

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

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      fields={[
        {
          name: 'contact',
          label: 'Email or Phone Number',
          placeholder: 'you@example.com or 087 123 4567',
          autoComplete: 'username',
        },
        {
          name: 'password',
          label: 'Password',
          type: 'password',
          placeholder: 'Enter your password',
          autoComplete: 'current-password',
        },
      ]}
      submitLabel="Sign In"
      pending={login.isPending}
      disabled={login.isPending || isRedirecting}
    >
      <ForgotPasswordLink />
    </AuthForm>
  );
}
