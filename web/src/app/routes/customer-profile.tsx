import { ContentLayout } from '@/components/layout/content-layout';

export function CustomerProfileRoute() {
  return <ContentLayout title="My Profile" description="Your contact details, favourite shops and conversations." />;
}
