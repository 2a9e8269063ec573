import { KeyRound } from 'lucide-react';
import { Link, useLocation } from 'wouter';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { PasswordResetRequestForm } from '@/features/auth/components/password-reset-request-form';

/** /password-reset-request: an email field; success opens /password-reset-confirm?email={email} (spec section 2). */
export function PasswordResetRequestRoute() {
  const [, navigate] = useLocation();

  return (
    <AuthPageShell
      title="Reset Password"
      description="Enter your e-mail address and we will send you a 6-digit reset code."
      back={{ href: paths.customerAuth.getHref(), label: 'Back to Sign In' }}
      icon={<KeyRound className="size-6" aria-hidden="true" />}
    >
      <Card>
        <CardContent>
          <PasswordResetRequestForm
            onRequested={(email) => navigate(paths.passwordResetConfirm.getHref(email))}
            footer={
              <p className="text-center text-sm text-muted-foreground">
                Remembered it?{' '}
                <Button asChild variant="link" className="h-auto p-0">
                  <Link href={paths.customerAuth.getHref()}>Back to login</Link>
                </Button>
              </p>
            }
          />
        </CardContent>
      </Card>
    </AuthPageShell>
  );
}
