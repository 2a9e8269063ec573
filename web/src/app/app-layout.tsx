import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';

import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import type { SessionView } from '@/components/layout/session-view';
import { useGuestSession } from '@/features/auth/api/get-guest-session';
import { useAuth, type AuthState } from '@/features/auth/hooks/use-auth';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { InboxButton } from '@/features/chat/components/inbox-button';
import { useMyShops } from '@/features/shops/api/get-my-shops';

function toSessionView(auth: AuthState, shopCount: number): SessionView {
  if (auth.isLoading) return { status: 'loading' };
  if (!auth.isAuthenticated) return { status: 'signed-out' };
  return {
    status: 'signed-in',
    isCustomer: auth.isCustomer,
    isAdmin: auth.isAdmin,
    showDashboardInMenu: auth.kinds.some((kind) => kind !== 'customer'),
    firstName: auth.profile?.firstName ?? null,
    fullName: auth.profile?.fullName ?? null,
    email: auth.profile?.email ?? null,
    profileImageUrl: auth.profile?.profileImageUrl ?? null,
    shopCount,
  };
}

/** The frame of every page: the header (fed from the auth and shops features), the page, the footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const myShops = useMyShops({ enabled: auth.isAuthenticated });
  const { signOut, isSigningOut } = useSignOut();
  const guest = useGuestSession();
  // Customers and guests (a chat guest session) have an inbox in the header; owners have theirs on the dashboard.
  const customerOnly = auth.isCustomer && !auth.isAdmin && auth.kinds.every((kind) => kind === 'customer');
  const hasInbox = customerOnly || (!auth.isAuthenticated && guest.isActive);
  const [location] = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header
        session={toSessionView(auth, myShops.data?.length ?? 0)}
        inboxSlot={hasInbox ? <InboxButton /> : null}
        onSignOut={signOut}
        isSigningOut={isSigningOut}
      />
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <Footer />
    </div>
  );
}
