import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import { emailOnlySchema } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { toast } from '@/components/ui/use-toast';

import { useRequestPasswordReset } from '../api/request-password-reset';
import { toastFailure } from '../lib/notify';
import { FormTextField } from './form-text-field';

type PasswordResetRequestFormProps = {
  defaultEmail?: string;
  /** Runs once the code is on its way, with the address it went to. */
  onRequested: (email: string) => void;
  /** Further actions under the submit button (a back link, for example). */
  footer?: ReactNode;
};

/** Asks for a reset code (spec section 2): POST /api/auth/request-password-reset; failure 'Request Failed'. */
export function PasswordResetRequestForm({ defaultEmail = '', onRequested, footer }: PasswordResetRequestFormProps) {
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: defaultEmail } });

  const onSubmit = form.handleSubmit((values) => {
    request.mutate(values, {
      onSuccess: (message) => {
        toast({
          title: 'Reset Code Sent',
          description: message ?? `If ${values.email} has an account, a 6-digit code is on its way.`,
        });
        onRequested(values.email);
      },
      onError: (error) => toastFailure('Request Failed', error, 'Request failed'),
    });
  });

  return (
    <Form {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
        />
        <Button type="submit" size="lg" disabled={request.isPending}>
          {request.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Send Reset Code
        </Button>
        {footer}
      </form>
    </Form>
  );
}
