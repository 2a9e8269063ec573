import { ContentLayout } from '@/components/layout/content-layout';

export function PasswordResetRequestRoute() {
  return (
    <ContentLayout
      title="Reset Password"
      description="Enter your e-mail address and we will send you a 6-digit reset code."
    />
  );
}
