import { CircleAlert, Loader2 } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';

import { useLoginCustomer } from '../api/customer-login';
import { useRegisterCustomer } from '../api/customer-register';
import {
  contactKind,
  customerModalLoginSchema,
  customerModalRegisterSchema,
  type CustomerModalLoginForm,
  type CustomerModalRegisterForm,
} from '../lib/customer-modal-schemas';
import type { CustomerSessionResponse } from '../types';

export type CustomerSignInModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs after a successful sign-in or sign-up (the chat drawer then sends the held message). */
  onSuccess?: (customer: CustomerSessionResponse['customer']) => void;
  /** Why sign-in is asked for. */
  description?: string;
};

function Field({
  id,
  label,
  registration,
  ...inputProps
}: { id: string; label: ReactNode; registration: UseFormRegisterReturn } & Omit<
  ComponentProps<'input'>,
  'id' | 'name'
>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...inputProps} {...registration} />
    </div>
  );
}

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

function ModalSignInForm({ onDone }: { onDone: (customer: CustomerSessionResponse['customer']) => void }) {
  const login = useLoginCustomer();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CustomerModalLoginForm>({ defaultValues: { contact: '', password: '' } });

  const onSubmit = form.handleSubmit((values) => {
    const parsed = customerModalLoginSchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    login.mutate(parsed.data, {
      onSuccess: (result) => {
        toast({ title: 'Sign In Successful – Welcome back!' });
        onDone(result.customer);
      },
      onError: (failure) => setError(getErrorMessage(failure, 'Invalid credentials. Please try again.')),
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <Field
        id="modal-login-contact"
        label="Email or Phone Number"
        autoComplete="username"
        registration={form.register('contact')}
      />
      <Field
        id="modal-login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
      />
      <FormError message={error} />
      <Button type="submit" disabled={login.isPending}>
        {login.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        Sign In
      </Button>
    </form>
  );
}

function ModalSignUpForm({ onDone }: { onDone: (customer: CustomerSessionResponse['customer']) => void }) {
  const registerCustomer = useRegisterCustomer();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CustomerModalRegisterForm>({
    defaultValues: { firstName: '', lastName: '', contact: '', city: '', password: '', confirmPassword: '' },
  });
  const contact = useWatch({ control: form.control, name: 'contact' });

  const onSubmit = form.handleSubmit((values) => {
    const parsed = customerModalRegisterSchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    const { confirmPassword: _confirm, ...request } = parsed.data;
    registerCustomer.mutate(request, {
      onSuccess: (result) => {
        toast({ title: 'Congratulations! Your account has been created successfully.' });
        onDone(result.customer);
      },
      onError: (failure) => setError(getErrorMessage(failure, 'Registration failed. Please try again.')),
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="modal-register-first-name"
          label="First Name"
          autoComplete="given-name"
          registration={form.register('firstName')}
        />
        <Field
          id="modal-register-last-name"
          label="Last Name"
          autoComplete="family-name"
          registration={form.register('lastName')}
        />
      </div>
      <Field
        id="modal-register-contact"
        label="Email or Phone Number"
        type={contact && contactKind(contact) === 'email' ? 'email' : 'text'}
        autoComplete="username"
        registration={form.register('contact')}
      />
      <Field id="modal-register-city" label="City" autoComplete="address-level2" registration={form.register('city')} />
      <Field
        id="modal-register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        registration={form.register('password')}
      />
      <Field
        id="modal-register-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        registration={form.register('confirmPassword')}
      />
      <FormError message={error} />
      <Button type="submit" disabled={registerCustomer.isPending}>
        {registerCustomer.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        Create Account
      </Button>
    </form>
  );
}

/**
 * The customer sign-in modal (spec sections 2, 5): Sign In and Sign Up tabs with the modal's own rules. The chat
 * drawer opens it when a signed-out person sends a message and sends the held message from `onSuccess`.
 */
export function CustomerSignInModal({
  open,
  onOpenChange,
  onSuccess,
  description = 'Sign in or create a customer account to message shop owners.',
}: CustomerSignInModalProps) {
  const done = (customer: CustomerSessionResponse['customer']) => {
    onOpenChange(false);
    onSuccess?.(customer);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Sign in to continue</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="sign-in" className="gap-4">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <ModalSignInForm onDone={done} />
          </TabsContent>
          <TabsContent value="sign-up">
            <ModalSignUpForm onDone={done} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
