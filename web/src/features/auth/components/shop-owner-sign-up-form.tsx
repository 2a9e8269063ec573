import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { toast } from '@/components/ui/use-toast';

import { useRegisterShopOwner } from '../api/shop-owner-register';
import { toastFailure } from '../lib/notify';
import { ownerLandingHref } from '../lib/redirects';
import { shopOwnerSignUpSchema, toShopOwnerRegisterRequest } from '../lib/shop-owner-sign-up';
import { FormTextField } from './form-text-field';

/**
 * The shop owner Sign Up tab (spec sections 2, 5, 8): names, email or phone, city, password and its confirmation;
 * success toasts 'Registration Successful!' and opens /dashboard.
 */
export function ShopOwnerSignUpForm() {
  const registerOwner = useRegisterShopOwner();
  const [, navigate] = useLocation();
  const form = useForm({
    resolver: zodResolver(shopOwnerSignUpSchema),
    defaultValues: { firstName: '', lastName: '', emailOrPhone: '', city: '', password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    registerOwner.mutate(toShopOwnerRegisterRequest(values), {
      onSuccess: () => {
        toast({ title: 'Registration Successful!' });
        navigate(ownerLandingHref());
      },
      onError: (error) => toastFailure('Registration Failed', error, 'Something went wrong. Please try again.'),
    });
  });

  return (
    <Form {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={form.control}
            name="firstName"
            label="First Name"
            placeholder="Seán"
            autoComplete="given-name"
          />
          <FormTextField
            control={form.control}
            name="lastName"
            label="Last Name"
            placeholder="O'Brien"
            autoComplete="family-name"
          />
        </div>
        <FormTextField
          control={form.control}
          name="emailOrPhone"
          label="Email or Phone"
          placeholder="you@business.ie or 087 123 4567"
          autoComplete="username"
        />
        <FormTextField
          control={form.control}
          name="city"
          label="City"
          placeholder="Galway"
          autoComplete="address-level2"
        />
        <FormTextField
          control={form.control}
          name="password"
          label="Password"
          revealable
          placeholder="At least 6 characters"
          autoComplete="new-password"
        />
        <FormTextField
          control={form.control}
          name="confirmPassword"
          label="Confirm Password"
          revealable
          placeholder="Repeat your password"
          autoComplete="new-password"
        />
        <Button type="submit" size="lg" disabled={registerOwner.isPending}>
          {registerOwner.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Create Account
        </Button>
      </form>
    </Form>
  );
}
