import { ContentLayout } from '@/components/layout/content-layout';

export function SubscribeRoute() {
  return <ContentLayout title="Subscription" description="The Shop Owner Plan: list your shop for a yearly fee." />;
}
