import { ContentLayout } from '@/components/layout/content-layout';

export function AuthTestRoute() {
  return (
    <ContentLayout title="Account Access" description="Sign in, register, verify your e-mail or reset your password." />
  );
}
