import type { RouteComponentProps } from 'wouter';

import { useAuth } from '@/features/auth/hooks/use-auth';
import { ShopDetail } from '@/features/shops/components/shop-detail';

/** /shops/{id}: the shop page; contact details only for signed-in people (spec section 2). */
export function ShopDetailRoute({ params }: RouteComponentProps<{ id: string }>) {
  const { isAuthenticated } = useAuth();
  return <ShopDetail key={params.id} shopId={params.id} isSignedIn={isAuthenticated} />;
}
