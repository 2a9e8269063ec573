import type { QueryClient } from '@tanstack/react-query';
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

/** What React writes for a boundary that suspended: a template, or a script revealing it later. */
const SUSPENDED = /<script|<template/i;

/**
 * The HTML of the app's first render of `path` for a visitor without a session and without a query string, showing
 * the answers `queryClient` already holds: none at build time (scripts/prerender-landing.mjs; lists as skeletons,
 * what `main.tsx` renders before any answer has arrived), a shop on the gateway (render-shop.tsx). Without the
 * `<title>` React hoists (the gateway writes each page's own), and with no script or template. The gateway puts it
 * in the page, so the page paints before its scripts have run.
 */
export async function renderFirstScreen(path: string, queryClient?: QueryClient): Promise<string> {
  assumeSignedOut();
  const page = (
    <StrictMode>
      <Router ssrPath={path}>
        <App queryClient={queryClient} />
      </Router>
    </StrictMode>
  );
  // A page whose lazy chunks have loaded renders in one pass. Otherwise a first pass waits for them and a second
  // renders with them loaded, so the HTML has no suspended boundary and none of the inline scripts React adds to
  // reveal one (the CSP allows no inline script).
  let html = renderToString(page);
  if (SUSPENDED.test(html)) {
    const { prelude } = await prerenderToNodeStream(page);
    for await (const _chunk of prelude) {
      // drained
    }
    html = renderToString(page);
  }
  html = html.replace(/<title>[^<]*<\/title>/g, '');
  if (SUSPENDED.test(html)) throw new Error(`The first screen of ${path} still holds a script or template`);
  return html;
}
