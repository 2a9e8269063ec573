import { ArrowLeft, KeyRound } from 'lucide-react';
import { Link, Redirect, useLocation, useSearchParams } from 'wouter';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { PasswordResetForm } from '@/features/auth/components/password-reset-form';

/**
 * /password-reset-confirm?email=...: code, new password and confirmation; success opens /?passwordReset=success,
 * a back action returns to the request screen and back-to-login opens /customer-auth. Without an email it
 * redirects to the request screen (spec section 2).
 */
export function PasswordResetConfirmRoute() {
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const email = searchParams.get('email')?.trim();

  if (!email) return <Redirect to={paths.passwordResetRequest.getHref()} replace />;

  return (
    <AuthPageShell
      title="Set a New Password"
      description={`Enter the code sent to ${email} and choose a new password.`}
      back={null}
      icon={<KeyRound className="size-6" aria-hidden="true" />}
    >
      <Card>
        <CardContent>
          <PasswordResetForm
            key={email}
            email={email}
            onReset={() => navigate(paths.home.getHref({ passwordReset: 'success' }))}
            footer={
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Button asChild variant="ghost" size="sm">
                  <Link href={paths.passwordResetRequest.getHref()}>
                    <ArrowLeft aria-hidden="true" />
                    Back
                  </Link>
                </Button>
                <Button asChild variant="ghost" size="sm">
                  <Link href={paths.customerAuth.getHref()}>Back to login</Link>
                </Button>
              </div>
            }
          />
        </CardContent>
      </Card>
    </AuthPageShell>
  );
}
