import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app';
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
