import { ContentLayout } from '@/components/layout/content-layout';

export function BrowseShopsRoute() {
  return <ContentLayout title="Browse Shops" description="Find approved local shops by name, location and category." />;
}
