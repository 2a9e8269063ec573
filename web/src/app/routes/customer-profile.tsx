import { ContentLayout } from '@/components/layout/content-layout';
import { CustomerProfile } from '@/features/auth/components/customer-profile';
import { ChatEmailPreference } from '@/features/chat/components/chat-email-preference';

/** /customer-profile: My Account / My Profile (spec section 2). */
export function CustomerProfileRoute() {
  return (
    <ContentLayout title="My Profile" description="Your contact details, favourite shops and conversations.">
      <div className="grid gap-6">
        <CustomerProfile />
        <ChatEmailPreference />
      </div>
    </ContentLayout>
  );
}
