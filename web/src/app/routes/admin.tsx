import { ContentLayout } from '@/components/layout/content-layout';

export function AdminRoute() {
  return <ContentLayout title="Admin Panel" description="Approve shops and look after the marketplace." />;
}
