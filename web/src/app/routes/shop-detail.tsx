import type { RouteComponentProps } from 'wouter';

import { ContentLayout } from '@/components/layout/content-layout';

export function ShopDetailRoute({ params }: RouteComponentProps<{ id: string }>) {
  return (
    <ContentLayout
      title="Shop Details"
      description={`Shop ${params.id}: about, products and services, and contact information.`}
    />
  );
}
