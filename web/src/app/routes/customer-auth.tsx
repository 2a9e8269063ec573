import { UserRound } from 'lucide-react';

import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { CustomerAuthPanel } from '@/features/auth/components/customer-auth-panel';

/** /customer-auth: Sign In and Register tabs, 'Back to Home' and the forgot-password link (spec section 2). */
export function CustomerAuthRoute() {
  return (
    <AuthPageShell
      title="Customer Sign In"
      description="Sign in or create a customer account to rate shops, save favourites and message shop owners."
      icon={<UserRound className="size-6" aria-hidden="true" />}
    >
      <CustomerAuthPanel />
    </AuthPageShell>
  );
}
