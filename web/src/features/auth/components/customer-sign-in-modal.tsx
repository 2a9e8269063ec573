import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
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
import { AuthForm } from './auth-form';

export type CustomerSignInModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs after a successful sign-in or sign-up (the chat drawer then sends the held message). */
  onSuccess?: (customer: CustomerSessionResponse['customer']) => void;
  /** Why sign-in is asked for. */
  description?: string;
};

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
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      fields={[
        { name: 'contact', label: 'Email or Phone Number', autoComplete: 'username' },
        { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
      ]}
      submitLabel="Sign In"
      pending={login.isPending}
      size="default"
    >
      <FormError message={error} />
    </AuthForm>
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
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      fields={[
        [
          { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
          { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
        ],
        {
          name: 'contact',
          label: 'Email or Phone Number',
          type: contact && contactKind(contact) === 'email' ? 'email' : 'text',
          autoComplete: 'username',
        },
        { name: 'city', label: 'City', autoComplete: 'address-level2' },
        { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
        { name: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
      ]}
      submitLabel="Create Account"
      pending={registerCustomer.isPending}
      size="default"
    >
      <FormError message={error} />
    </AuthForm>
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
