import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { resetContactOf, resetPasswordSchema } from '@app/contracts';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

import { useResetPassword } from '../api/reset-password';
import { toastFailure } from '../lib/notify';
import { AuthForm, FormProblem } from './auth-form';
import { VerificationCodeField } from './verification-code-field';

type PasswordResetFormProps = {
  /** The e-mail address or phone number the code went to. */
  email: string;
  /** Runs once the password is changed, with the server's message. */
  onReset: (message: string | undefined) => void;
  /** Further actions under the submit button (back to the request step, back to login). */
  footer?: ReactNode;
};

/**
 * The code plus new and confirm password (spec sections 2, 5): POST /api/auth/reset-password. While the two
 * passwords differ a warning says so; failure toasts 'Reset Failed'.
 */
export function PasswordResetForm({ email, onReset, footer }: PasswordResetFormProps) {
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { ...resetContactOf(email), code: '', newPassword: '', confirmPassword: '' },
  });
  const [newPassword, confirmPassword] = useWatch({ control: form.control, name: ['newPassword', 'confirmPassword'] });
  const mismatch = confirmPassword !== '' && newPassword !== confirmPassword;

  const onSubmit = form.handleSubmit((values) => {
    reset.mutate(values, {
      onSuccess: onReset,
      onError: (error) => toastFailure('Reset Failed', error, 'Reset failed'),
    });
  });

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      before={
        <>
          <FormProblem message={form.formState.errors.email?.message} />
          <VerificationCodeField control={form.control} name="code" label="Reset Code" />
        </>
      }
      fields={[
        {
          name: 'newPassword',
          label: 'New Password',
          revealable: true,
          autoComplete: 'new-password',
          description:
            'At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&.',
        },
        { name: 'confirmPassword', label: 'Confirm New Password', revealable: true, autoComplete: 'new-password' },
      ]}
      submitLabel="Reset Password"
      pending={reset.isPending}
      footer={footer}
    >
      {mismatch && (
        <Alert variant="warning" role="alert">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Passwords Don&apos;t Match</AlertTitle>
          <AlertDescription>Please ensure both password fields contain the same value.</AlertDescription>
        </Alert>
      )}
    </AuthForm>
  );
}
