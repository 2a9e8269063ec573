import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';

import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useDelayedNavigate } from '@/features/auth/hooks/use-delayed-navigate';
import { useSessionRefreshing } from '@/features/auth/hooks/use-session-refreshing';
import { SIGNED_OUT_REDIRECT_MS } from '@/features/auth/lib/redirects';
import { SubscriptionStatusCard } from '@/features/billing/components/subscription-status-card';
import { useCategories } from '@/features/categories/api/get-categories';
import { ChatEmailPreference } from '@/features/chat/components/chat-email-preference';
import { OwnerInbox, OwnerUnreadBadge } from '@/features/chat/components/owner-inbox';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { OwnerReviews } from '@/features/reviews/components/owner-reviews';
import { useMyShops } from '@/features/shops/api/get-my-shops';

import { CustomerDashboard } from './customer-dashboard';

function PageSpinner() {
  return (
    <div className="flex flex-1 items-center justify-center py-24" role="status" aria-label="Loading dashboard">
      <span className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
    </div>
  );
}

/**
 * /dashboard (spec 001 section 2): a signed-out person gets 'Authentication Required' and is sent to
 * /shop-owner-auth after 500 ms; a customer sees their own dashboard (issue 24); an owner or admin the dashboard
 * with their shops from /api/my-shops.
 */
export function DashboardRoute() {
  const auth = useAuth();
  const [searchParams] = useSearchParams();
  // A sign-in refreshes the session queries just before it opens this page: wait for them, not the old answer.
  const refreshingSession = useSessionRefreshing();
  const settled = !auth.isLoading && !refreshingSession;
  const signedOut = settled && !auth.isAuthenticated;

  // A customer's dashboard shows their own things; owner calls would only answer 403 (issue 24).
  const customerOnly = auth.isCustomer && !auth.isShopOwner;
  const myShops = useMyShops({ enabled: auth.isAuthenticated && !customerOnly });
  const categories = useCategories();
  const { navigateAfter } = useDelayedNavigate();
  const warned = useRef(false);

  useEffect(() => {
    if (!signedOut || warned.current) return;
    warned.current = true;
    toast({
      variant: 'destructive',
      title: 'Authentication Required',
      description: 'Please sign in to access the dashboard.',
    });
    navigateAfter(paths.shopOwnerAuth.getHref(), SIGNED_OUT_REDIRECT_MS);
  }, [signedOut, navigateAfter]);

  if (!auth.isAuthenticated) return <PageSpinner />;
  if (customerOnly) return <CustomerDashboard firstName={auth.profile?.firstName ?? null} />;

  // An unread-message e-mail links to ?tab=messages&conversation=<id>.
  const linkedConversation = Number(searchParams.get('conversation')) || undefined;
  // Only listed shops have public reviews to answer.
  const reviewedShops = (myShops.data ?? []).filter((shop) => shop.isApproved && shop.isActive);

  return (
    <Dashboard
      firstName={auth.profile?.firstName ?? null}
      shops={myShops.data ?? []}
      isLoadingShops={myShops.isPending}
      categories={categories.data ?? []}
      messages={{
        inbox: (
          <div className="grid gap-4">
            <OwnerInbox initialConversationId={linkedConversation} />
            <ChatEmailPreference />
          </div>
        ),
        badge: <OwnerUnreadBadge />,
      }}
      initialTab={searchParams.get('tab') === 'messages' ? 'messages' : undefined}
      subscriptionStatus={<SubscriptionStatusCard />}
      reviews={<OwnerReviews shops={reviewedShops} />}
    />
  );
}
