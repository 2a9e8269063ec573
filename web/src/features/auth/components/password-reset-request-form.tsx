import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import { resetContactFormSchema, resetContactOf } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { toast } from '@/components/ui/use-toast';

import { useRequestPasswordReset } from '../api/request-password-reset';
import { toastFailure } from '../lib/notify';
import { FormTextField } from './form-text-field';

type PasswordResetRequestFormProps = {
  defaultEmail?: string;
  /** Runs once the code is on its way, with the e-mail address or phone number it went to. */
  onRequested: (contact: string) => void;
  /** Further actions under the submit button (a back link, for example). */
  footer?: ReactNode;
};

/**
 * Asks for a reset code (spec section 2) by e-mail or, for phone-only accounts, by SMS (issue 24):
 * POST /api/auth/request-password-reset; failure 'Request Failed'.
 */
export function PasswordResetRequestForm({ defaultEmail = '', onRequested, footer }: PasswordResetRequestFormProps) {
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(resetContactFormSchema), defaultValues: { contact: defaultEmail } });

  const onSubmit = form.handleSubmit((values) => {
    request.mutate(resetContactOf(values.contact), {
      onSuccess: (message) => {
        toast({
          title: 'Reset Code Sent',
          description: message ?? `If ${values.contact} has an account, a 6-digit code is on its way.`,
        });
        onRequested(values.contact.trim());
      },
      onError: (error) => toastFailure('Request Failed', error, 'Request failed'),
    });
  });

  return (
    <Form {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <FormTextField
          control={form.control}
          name="contact"
          label="Email or phone number"
          placeholder="you@example.com or 087 123 4567"
          autoComplete="username"
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
