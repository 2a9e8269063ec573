import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';

import { type AppRouteName } from '@app/contracts';

import { App } from '@/app';
import { assumeSignedOut } from '@/features/auth/lib/session-hint';

/**
 * The landing pages whose first render the build writes ahead, each by a path of its route. The shop page's first
 * render is the same for every shop (a skeleton until its answer arrives), so one path stands for all of them.
 */
export const PRERENDERED_PAGES: Readonly<Partial<Record<AppRouteName, string>>> = {
  home: '/',
  browse: '/browse',
  browseShops: '/browse-shops',
  browseProducts: '/browse-products',
  shop: '/shops/1',
};

/**
 * The HTML of the app's first render of a page for a visitor without a session and without a query string: what
 * `main.tsx` renders before any answer has arrived (lists as skeletons), without the `<title>` React hoists (the
 * gateway writes each page's own). Run at build time (scripts/prerender-landing.mjs); the gateway puts it in the
 * page, so the page paints before its scripts have run.
 */
export async function renderLanding(path: string): Promise<string> {
  assumeSignedOut();
  const page = (
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>
  );
  // The first pass waits for the page's lazy chunks; the second renders with them loaded, so its HTML has no
  // suspended boundary and none of the inline scripts React adds to reveal one (the CSP allows no inline script).
  const { prelude } = await prerenderToNodeStream(page);
  for await (const _chunk of prelude) {
    // drained
  }
  const html = renderToString(page).replace(/<title>[^<]*<\/title>/g, '');
  if (/<script|<template/i.test(html)) throw new Error(`The first screen of ${path} still holds a script or template`);
  return html;
}
