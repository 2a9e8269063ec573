import { ContentLayout } from '@/components/layout/content-layout';

export function CustomerAuthRoute() {
  return (
    <ContentLayout
      title="Customer Sign In"
      description="Sign in or create a customer account to rate shops, save favourites and message shop owners."
    />
  );
}
