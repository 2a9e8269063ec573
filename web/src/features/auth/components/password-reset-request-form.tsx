import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import { resetContactFormSchema, resetContactOf } from '@app/contracts';

import { toast } from '@/components/ui/use-toast';

import { useRequestPasswordReset } from '../api/request-password-reset';
import { toastFailure } from '../lib/notify';
import { AuthForm } from './auth-form';

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
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      fields={[
        {
          name: 'contact',
          label: 'Email or phone number',
          placeholder: 'you@example.com or 087 123 4567',
          autoComplete: 'username',
        },
      ]}
      submitLabel="Send Reset Code"
      pending={request.isPending}
      footer={footer}
    />
  );
}
