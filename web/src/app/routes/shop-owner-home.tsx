import { ContentLayout } from '@/components/layout/content-layout';

export function ShopOwnerHomeRoute() {
  return <ContentLayout title="Shop Owner Home" description="Your shops, quick actions and featured shops." />;
}
