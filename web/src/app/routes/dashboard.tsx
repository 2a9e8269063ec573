import { ContentLayout } from '@/components/layout/content-layout';

export function DashboardRoute() {
  return <ContentLayout title="Dashboard" description="Manage your shops, products and customer messages." />;
}
