import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';

import { toast } from '@/components/ui/use-toast';

import { useRegisterShopOwner } from '../api/shop-owner-register';
import { toastFailure } from '../lib/notify';
import { ownerLandingHref } from '../lib/redirects';
import { shopOwnerSignUpSchema, toShopOwnerRegisterRequest } from '../lib/shop-owner-sign-up';
import { AuthForm } from './auth-form';

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
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      fields={[
        [
          { name: 'firstName', label: 'First Name', placeholder: 'Seán', autoComplete: 'given-name' },
          { name: 'lastName', label: 'Last Name', placeholder: "O'Brien", autoComplete: 'family-name' },
        ],
        {
          name: 'emailOrPhone',
          label: 'Email or Phone',
          placeholder: 'you@business.ie or 087 123 4567',
          autoComplete: 'username',
        },
        { name: 'city', label: 'City', placeholder: 'Galway', autoComplete: 'address-level2' },
        {
          name: 'password',
          label: 'Password',
          revealable: true,
          placeholder: 'At least 6 characters',
          autoComplete: 'new-password',
        },
        {
          name: 'confirmPassword',
          label: 'Confirm Password',
          revealable: true,
          placeholder: 'Repeat your password',
          autoComplete: 'new-password',
        },
      ]}
      submitLabel="Create Account"
      pending={registerOwner.isPending}
    />
  );
}
