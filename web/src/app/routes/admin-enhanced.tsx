import { ContentLayout } from '@/components/layout/content-layout';

export function AdminEnhancedRoute() {
  return (
    <ContentLayout title="Enhanced Admin Panel" description="Shops, users, shop owners, analytics and activity logs." />
  );
}
