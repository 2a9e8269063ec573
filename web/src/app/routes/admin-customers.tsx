import { ContentLayout } from '@/components/layout/content-layout';

export function AdminCustomersRoute() {
  return <ContentLayout title="Customer Management" description="Customer accounts, statistics and records." />;
}
