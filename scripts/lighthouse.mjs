#!/usr/bin/env node
/**
 * `npm run lighthouse [-- <base url>]`: Lighthouse 12 (mobile emulation, simulated throttling) on the home page,
 * the shop list and a shop page, in Debian's Chromium (never a downloaded browser). Without a URL it starts the
 * embedded host from dist/ (`npm run build` first) on its own ports and a fresh data folder, like the browser tests.
 * Each page is audited LIGHTHOUSE_RUNS times (default 3; the pages taken in turn, so a busy moment of the machine
 * does not fall on one page's runs) and scored by the median of its runs: one simulated run moves by several
 * points with the machine's load. Prints the four category scores per page and writes dist/lighthouse/summary.json
 * ({ runsPerPage, hostBenchmarkIndex, pages: [{ url, performance, accessibility, bestPractices, seo, runs: [{ ...the
 * four, hostBenchmarkIndex }] }] }, the page's figures being the medians) and every run's full JSON report
 * (page-<page>-run-<run>.report.json). `hostBenchmarkIndex` is Lighthouse's measure of the machine's CPU at each run
 * (`lhr.environment.benchmarkIndex`): its simulated mobile CPU is the host slowed down 4 times, so the same page scores
 * lower on a slower host; Lighthouse itself warns below 1,000. The summary keeps its lowest, median and highest.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist', 'lighthouse');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3998);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(runsPerPage) || runsPerPage < 1) throw new Error('LIGHTHOUSE_RUNS must be a whole number >= 1');

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

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const SCORE_FIELDS = ['performance', 'accessibility', 'bestPractices', 'seo'];

/** A page's figures: the median of each category over its runs, and the runs themselves. */
function pageSummary(url, runs) {
  const medians = Object.fromEntries(SCORE_FIELDS.map((field) => [field, median(runs.map((run) => run[field]))]));
  return { url, ...medians, runs };
}

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

/** Whether something already listens on the port (then the audits would be of that server, not of this build). */
function portTaken(portNumber) {
  return new Promise((resolve) => {
    const socket = connect(portNumber, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function main() {
  const given = process.argv[2];
  if (!existsSync(chromePath))
    throw new Error(`no Chromium at ${chromePath} (apt-get install chromium, or set CHROMIUM_PATH)`);
  if (!given && (await portTaken(port))) {
    throw new Error(`port ${port} is taken (an earlier host still running?): set LIGHTHOUSE_PORT or stop it`);
  }
  const host = given ? undefined : startHost();
  // Even if the run dies of an uncaught error (a browser that fails to start), the host it started must not outlive it.
  process.on('exit', () => host?.kill('SIGINT'));
  const base = (given ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');
  let chrome;
  try {
    if (host) {
      const stopped = new Promise((_, reject) =>
        host.once('exit', (code) => reject(new Error(`the host stopped (exit code ${code}) before it answered`))),
      );
      await Promise.race([waitFor(`${base}/api/categories`, 180_000), stopped]);
    }
    const pages = [`${base}/`, `${base}/browse`, await firstShopUrl(base)];
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    // Reports of an earlier run (other names, other run counts) would read as this run's.
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const runsByPage = pages.map(() => []);
    for (let run = 1; run <= runsPerPage; run += 1) {
      for (const [index, url] of pages.entries()) {
        const result = await audit(url, chrome.port);
        writeFileSync(join(outDir, `page-${index + 1}-run-${run}.report.json`), result.report);
        const found = result.lhr.categories;
        const scores = {
          performance: score(found.performance),
          accessibility: score(found.accessibility),
          bestPractices: score(found['best-practices']),
          seo: score(found.seo),
          hostBenchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
        };
        runsByPage[index].push(scores);
        const failing = Object.values(result.lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
          .map((audit) => audit.id);
        console.log(
          `  run ${run} ${url}: performance ${scores.performance} (host benchmark index ${scores.hostBenchmarkIndex})`,
        );
        if (failing.length > 0) console.log(`    audits below 0.9: ${failing.join(', ')}`);
      }
    }
    const results = pages.map((url, index) => pageSummary(url, runsByPage[index]));
    const indexes = runsByPage.flat().map((run) => run.hostBenchmarkIndex);
    const hostBenchmarkIndex = { lowest: Math.min(...indexes), median: median(indexes), highest: Math.max(...indexes) };
    const summary = { runsPerPage, hostBenchmarkIndex, pages: results };
    writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`\nMedian of ${runsPerPage} run(s) per page\nperf  a11y  best  seo   page (performance per run)`);
    for (const page of results) {
      const cells = [page.performance, page.accessibility, page.bestPractices, page.seo];
      const perRun = page.runs.map((run) => run.performance).join(', ');
      console.log(`${cells.map((cell) => String(cell).padEnd(5)).join(' ')} ${page.url} (${perRun})`);
    }
    console.log(
      `Host benchmark index (Lighthouse's CPU measure; it warns below 1000): lowest ${hostBenchmarkIndex.lowest}, ` +
        `median ${hostBenchmarkIndex.median}, highest ${hostBenchmarkIndex.highest}`,
    );
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
