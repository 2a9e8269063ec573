import { Redirect, useSearchParams } from 'wouter';

import { ContentLayout } from '@/components/layout/content-layout';
import { paths } from '@/config/paths';

/** Needs an email query parameter; without one it redirects to the request screen (spec section 2). */
export function PasswordResetConfirmRoute() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim();

  if (!email) return <Redirect to={paths.passwordResetRequest.getHref()} replace />;

  return (
    <ContentLayout
      title="Set a New Password"
      description={`Enter the code sent to ${email} and choose a new password.`}
    />
  );
}
