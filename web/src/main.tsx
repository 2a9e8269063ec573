import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

import { matchAppRoute } from '@app/contracts';

import { App } from './app';
import { preloadPageOf } from './app/router';
import { createQueryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * A landing page arrives with its first screen already in #root (the gateway's prerendered HTML), marked inert so
 * that nothing in it can be typed into or clicked before the app takes over. React replaces it on its first commit;
 * the app is then live.
 */
function PrerenderedScreenReplaced() {
  useLayoutEffect(() => {
    root?.removeAttribute('inert');
  }, []);
  return null;
}

const queryClient = createQueryClient();

/**
 * A shop page whose HTML arrived with its first screen shows the shop and its newest reviews already (the gateway
 * renders them): the app takes over once the shop's answer and its first page of reviews are in, so its first commit
 * shows the same page instead of putting skeletons in their place. The answers are the ones the HTML preloaded, read
 * as the page reads them (so the view counts once). A failed read leaves its query empty: the page then asks again
 * and shows its error as usual.
 */
async function firstReads(): Promise<void> {
  const route = matchAppRoute(window.location.pathname);
  if (route?.name !== 'shop' || !root?.hasChildNodes()) return;
  const [{ shopQueryOptions }, { shopReviewsQueryOptions }] = await Promise.all([
    import('./features/shops/api/get-shop'),
    import('./features/reviews/api/get-shop-reviews'),
  ]);
  await Promise.all([
    queryClient.prefetchQuery(shopQueryOptions(route.params.id)),
    queryClient.prefetchInfiniteQuery(shopReviewsQueryOptions(route.params.id)),
  ]);
}

const renderApp = () => {
  // A transition lets React render the first screen in slices, yielding to the browser between them, instead of in
  // one long task that blocks input while the page loads.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
        <PrerenderedScreenReplaced />
      </StrictMode>,
    );
  });
};

// The page's chunk is usually preloaded by the HTML already. Rendering once it is here keeps the first render from
// suspending on it, which would hold the page's content back by React's 300 ms throttle (see app/lazy-route.ts).
// A chunk that fails to download is tried again by the router, whose error screen shows if it fails again.
Promise.all([preloadPageOf(window.location.pathname), firstReads()]).then(renderApp, renderApp);
