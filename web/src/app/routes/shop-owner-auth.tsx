import { ContentLayout } from '@/components/layout/content-layout';

export function ShopOwnerAuthRoute() {
  return <ContentLayout title="Shop Owner Sign In" description="Sign in or sign up to list your shop and products." />;
}
