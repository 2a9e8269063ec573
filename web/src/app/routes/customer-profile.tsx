import { ContentLayout } from '@/components/layout/content-layout';
import { CustomerProfile } from '@/features/auth/components/customer-profile';

/** /customer-profile: My Account / My Profile (spec section 2). */
export function CustomerProfileRoute() {
  return (
    <ContentLayout title="My Profile" description="Your contact details, favourite shops and conversations.">
      <CustomerProfile />
    </ContentLayout>
  );
}
