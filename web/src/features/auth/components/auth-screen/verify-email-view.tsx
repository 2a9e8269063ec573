import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';

import { verifyEmailSchema } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useResendVerification } from '@/features/auth/api/resend-verification';
import { useVerifyEmail } from '@/features/auth/api/verify-email';
import { AuthForm, FormProblem } from '@/features/auth/components/auth-form';
import { VerificationCodeField } from '@/features/auth/components/verification-code-field';
import { toastFailure } from '@/features/auth/lib/notify';

type VerifyEmailViewProps = {
  email: string;
  onVerified: () => void;
  onBack: () => void;
};

/** The combined screen's verify view (spec sections 2, 5): the 6-digit code, a resend button; success returns to login. */
export function VerifyEmailView({ email, onVerified, onBack }: VerifyEmailViewProps) {
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const form = useForm({ resolver: zodResolver(verifyEmailSchema), defaultValues: { email, code: '' } });

  const onSubmit = form.handleSubmit((values) => {
    verify.mutate(values, {
      onSuccess: (message) => {
        toast({ title: 'Email Verified', description: message ?? 'You can now sign in.' });
        onVerified();
      },
      onError: (error) => toastFailure('Verification Failed', error, 'Verification failed'),
    });
  });

  const onResend = () => {
    resend.mutate(
      { email },
      {
        onSuccess: (message) => {
          form.resetField('code');
          toast({ title: 'Code Sent', description: message ?? `A new code is on its way to ${email}.` });
        },
        onError: (error) => toastFailure('Resend Failed', error, 'Failed to resend code'),
      },
    );
  };

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      before={
        <>
          <p className="text-sm text-muted-foreground">
            We sent a 6-digit code to <span className="font-medium text-foreground">{email}</span>.
          </p>
          <FormProblem message={form.formState.errors.email?.message} />
          <VerificationCodeField control={form.control} name="code" />
        </>
      }
      submitLabel="Verify Email"
      pending={verify.isPending}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={onBack}>
            Back to Sign In
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={resend.isPending} onClick={onResend}>
            {resend.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Resend Code
          </Button>
        </div>
      }
    />
  );
}
