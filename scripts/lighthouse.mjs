#!/usr/bin/env node
/**
 * `npm run lighthouse [-- <base url>]`: Lighthouse 12 (mobile emulation, simulated throttling) on the home page,
 * the shop list and a shop page, in Debian's Chromium (never a downloaded browser). Without a URL it starts the
 * embedded host from dist/ (`npm run build` first) on its own ports and a fresh data folder, like the browser tests.
 * Prints the four category scores per page and writes dist/lighthouse/summary.json
 * ({ pages: [{ url, performance, accessibility, bestPractices, seo }] }) and each page's full JSON report.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist', 'lighthouse');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3998);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function startHost() {
  const dataDir = join(root, 'dist', `lighthouse-data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const host = spawn(process.execPath, [join(root, 'dist/scripts/embedded/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // No Stripe keys here: the offline test mode, allowed on purpose (production refuses it otherwise).
      ALLOW_OFFLINE_PAYMENTS: 'true',
      COOKIE_SECURE: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(port + 50340),
      SERVICE_PORT_BASE: String(port + 1000),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return host;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function firstShopUrl(base) {
  const res = await waitFor(`${base}/api/shops?limit=1`, 60_000);
  const shops = await res.json();
  if (!Array.isArray(shops) || !shops[0]) throw new Error('The directory has no shop to audit');
  return `${base}/shops/${shops[0].id}`;
}

const score = (category) => Math.round((category?.score ?? 0) * 100);

/** Tries per page: Lighthouse sometimes loses the trace of a run (NO_NAVSTART, NO_FCP) and scores it 0. */
const ATTEMPTS = 3;

/** One page's Lighthouse result; a run that Lighthouse itself reports as broken (runtimeError) is repeated. */
async function audit(url, chromePort) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: categories },
      { extends: 'lighthouse:default', settings: { formFactor: 'mobile', throttlingMethod: 'simulate' } },
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const problem = result.lhr.runtimeError;
    if (!problem) return result;
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse could not audit ${url}: ${problem.code} ${problem.message}`);
    console.log(`  ${url}: Lighthouse run failed (${problem.code}), trying again`);
  }
}

async function main() {
  const given = process.argv[2];
  const host = given ? undefined : startHost();
  const base = (given ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');
  let chrome;
  try {
    if (host) await waitFor(`${base}/api/categories`, 180_000);
    const pages = [`${base}/`, `${base}/browse`, await firstShopUrl(base)];
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    mkdirSync(outDir, { recursive: true });
    const results = [];
    for (const [index, url] of pages.entries()) {
      const result = await audit(url, chrome.port);
      writeFileSync(join(outDir, `page-${index + 1}.report.json`), result.report);
      const found = result.lhr.categories;
      results.push({
        url,
        performance: score(found.performance),
        accessibility: score(found.accessibility),
        bestPractices: score(found['best-practices']),
        seo: score(found.seo),
      });
      const failing = Object.values(result.lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => audit.id);
      if (failing.length > 0) console.log(`  ${url}: audits below 0.9: ${failing.join(', ')}`);
    }
    writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify({ pages: results }, null, 2)}\n`);
    console.log('\nperf  a11y  best  seo   page');
    for (const page of results) {
      const cells = [page.performance, page.accessibility, page.bestPractices, page.seo];
      console.log(`${cells.map((cell) => String(cell).padEnd(5)).join(' ')} ${page.url}`);
    }
    console.log(`Written to ${join(outDir, 'summary.json')}`);
  } finally {
    await chrome?.kill();
    host?.kill('SIGINT');
  }
}

main().catch((error) => {
  console.error(`lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
