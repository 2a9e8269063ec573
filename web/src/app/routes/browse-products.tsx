import { ContentLayout } from '@/components/layout/content-layout';

export function BrowseProductsRoute() {
  return (
    <ContentLayout
      title="Browse Products"
      description="Search products from local shops by shop, product and location."
    />
  );
}
