import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app';
import { preloadPageOf } from './app/router';
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

const renderApp = () => {
  // A transition lets React render the first screen in slices, yielding to the browser between them, instead of in
  // one long task that blocks input while the page loads.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
        <PrerenderedScreenReplaced />
      </StrictMode>,
    );
  });
};

// The page's chunk is usually preloaded by the HTML already. Rendering once it is here keeps the first render from
// suspending on it, which would hold the page's content back by React's 300 ms throttle (see app/lazy-route.ts).
// A chunk that fails to download is tried again by the router, whose error screen shows if it fails again.
preloadPageOf(window.location.pathname).then(renderApp, renderApp);
