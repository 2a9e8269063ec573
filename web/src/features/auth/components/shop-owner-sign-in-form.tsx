import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';

import { shopOwnerLoginSchema } from '@app/contracts';

import { toast } from '@/components/ui/use-toast';

import { useLoginShopOwner } from '../api/shop-owner-login';
import { toastFailure } from '../lib/notify';
import { ownerLandingHref } from '../lib/redirects';
import { AuthForm, ForgotPasswordLink } from './auth-form';

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
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      fields={[
        {
          name: 'emailOrPhone',
          label: 'Email or Phone',
          placeholder: 'you@business.ie or 087 123 4567',
          autoComplete: 'username',
        },
        {
          name: 'password',
          label: 'Password',
          revealable: true,
          placeholder: 'Enter your password',
          autoComplete: 'current-password',
        },
      ]}
      submitLabel="Sign In"
      pending={login.isPending}
    >
      <ForgotPasswordLink />
    </AuthForm>
  );
}
