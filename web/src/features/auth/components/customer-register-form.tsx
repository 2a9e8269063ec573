import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';

import { customerRegisterSchema, type CustomerRegisterRequest } from '@app/contracts';

import { toast } from '@/components/ui/use-toast';

import { useRegisterCustomer } from '../api/customer-register';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import {
  CUSTOMER_REGISTER_FIELDS,
  customerRegisterFieldProblem,
  type CustomerRegisterField,
} from '../lib/customer-field-problems';
import { toastFailure, toastProblem } from '../lib/notify';
import { CUSTOMER_REGISTER_REDIRECT_MS, customerLandingHref } from '../lib/redirects';
import { AuthForm } from './auth-form';

/**
 * The customer Register tab (spec sections 2, 5, 8): first and last name, email or phone, city and password, with
 * a toast when a field is left wrong and on a failed submit; success toasts and goes to / after 2 s.
 */
export function CustomerRegisterForm() {
  const registerCustomer = useRegisterCustomer();
  const { navigateAfter, isPending: isRedirecting } = useDelayedNavigate();
  const form = useForm({
    resolver: zodResolver(customerRegisterSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', contact: '', city: '', password: '' },
  });

  const checkOnBlur = (field: CustomerRegisterField) => (value: string) => {
    const problem = customerRegisterFieldProblem(field, value);
    if (problem) toastProblem(problem);
  };

  const onInvalid = (errors: FieldErrors<CustomerRegisterRequest>) => {
    const field = CUSTOMER_REGISTER_FIELDS.find((name) => errors[name]);
    if (!field) return;
    toastProblem(
      customerRegisterFieldProblem(field, form.getValues(field)) ?? {
        title: 'Registration Failed',
        description: errors[field]?.message ?? 'Registration failed',
      },
    );
  };

  const onSubmit = form.handleSubmit((values) => {
    registerCustomer.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Congratulations! Your account has been created successfully.' });
        navigateAfter(customerLandingHref(), CUSTOMER_REGISTER_REDIRECT_MS);
      },
      onError: (error) => toastFailure('Registration Failed', error, 'Registration failed'),
    });
  }, onInvalid);

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      fields={[
        [
          {
            name: 'firstName',
            label: 'First Name',
            placeholder: 'Aoife',
            autoComplete: 'given-name',
            onFieldBlur: checkOnBlur('firstName'),
          },
          {
            name: 'lastName',
            label: 'Last Name',
            placeholder: 'Murphy',
            autoComplete: 'family-name',
            onFieldBlur: checkOnBlur('lastName'),
          },
        ],
        {
          name: 'contact',
          label: 'Email or Phone Number',
          placeholder: 'you@example.com or 087 123 4567',
          autoComplete: 'username',
          onFieldBlur: checkOnBlur('contact'),
        },
        {
          name: 'city',
          label: 'City',
          placeholder: 'Dublin',
          autoComplete: 'address-level2',
          onFieldBlur: checkOnBlur('city'),
        },
        {
          name: 'password',
          label: 'Password',
          type: 'password',
          placeholder: 'At least 6 characters',
          autoComplete: 'new-password',
          onFieldBlur: checkOnBlur('password'),
        },
      ]}
      submitLabel="Create Account"
      pending={registerCustomer.isPending}
      disabled={registerCustomer.isPending || isRedirecting}
    />
  );
}
