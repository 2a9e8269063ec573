import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A transition lets React render the first screen in slices, yielding to the browser between them, instead of in
// one long task that blocks input while the page loads.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
