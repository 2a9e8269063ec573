import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { PasswordResetForm } from '@/features/auth/components/password-reset-form';
import { PasswordResetRequestForm } from '@/features/auth/components/password-reset-request-form';

type ResetPasswordViewProps = {
  defaultEmail: string;
  onDone: (email: string) => void;
  onBackToLogin: () => void;
};

/**
 * The combined screen's reset view (spec section 2): first the request step, then the code with the new and
 * confirm password; a back action returns to the request step; success returns to login.
 */
export function ResetPasswordView({ defaultEmail, onDone, onBackToLogin }: ResetPasswordViewProps) {
  const [step, setStep] = useState<{ name: 'request' } | { name: 'reset'; email: string }>({ name: 'request' });
  const backToLogin = (
    <Button type="button" variant="ghost" size="sm" className="justify-self-center" onClick={onBackToLogin}>
      Back to Sign In
    </Button>
  );

  if (step.name === 'request') {
    return (
      <PasswordResetRequestForm
        defaultEmail={defaultEmail}
        onRequested={(email) => setStep({ name: 'reset', email })}
        footer={backToLogin}
      />
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Enter the code sent to <span className="font-medium text-foreground">{step.email}</span> and choose a new
        password.
      </p>
      <PasswordResetForm
        key={step.email}
        email={step.email}
        onReset={(message) => {
          toast({ title: 'Password Reset', description: message ?? 'You can now sign in with your new password.' });
          onDone(step.email);
        }}
        footer={
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => setStep({ name: 'request' })}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
            {backToLogin}
          </div>
        }
      />
    </div>
  );
}
