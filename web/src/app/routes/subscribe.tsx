import { useEffect } from 'react';

import { providerLoginHref } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { SIGNED_OUT_REDIRECT_MS } from '@/features/auth/lib/redirects';
import { SubscribePage } from '@/features/billing/components/subscribe-page';

function PageSpinner() {
  return (
    <div className="flex flex-1 items-center justify-center py-24" role="status" aria-label="Loading subscription">
      <span className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
    </div>
  );
}

/** /subscribe (spec 001 section 2): signed-in people only; anyone else goes to /api/login after 500 ms. */
export function SubscribeRoute() {
  const auth = useAuth();
  const signedOut = !auth.isLoading && !auth.isAuthenticated;

  useEffect(() => {
    if (!signedOut) return;
    const timer = setTimeout(() => window.location.assign(providerLoginHref()), SIGNED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedOut]);

  if (!auth.isAuthenticated) return <PageSpinner />;
  return <SubscribePage />;
}
