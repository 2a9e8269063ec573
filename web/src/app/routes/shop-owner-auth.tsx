import { Store } from 'lucide-react';

import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { ShopOwnerAuthPanel } from '@/features/auth/components/shop-owner-auth-panel';

/** /shop-owner-auth: Sign In and Sign Up tabs; success opens /dashboard (spec section 2). */
export function ShopOwnerAuthRoute() {
  return (
    <AuthPageShell
      title="Shop Owner Sign In"
      description="Sign in or sign up to list your shop and products."
      icon={<Store className="size-6" aria-hidden="true" />}
    >
      <ShopOwnerAuthPanel />
    </AuthPageShell>
  );
}
