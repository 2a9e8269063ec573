import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { log, repoRoot, runCommand } from './support/repo';
import { TargetResult } from './support/results';
import { median, round } from './support/stats';

/** Written by perf's budget check during `npm run build:web`. */
export const WEB_BUDGET_FILE = join(repoRoot, 'dist', 'web-budget.json');
/** Written by perf's `npm run lighthouse`. */
export const LIGHTHOUSE_SUMMARY_FILE = join(repoRoot, 'dist', 'lighthouse', 'summary.json');

interface RouteSize {
  route: string;
  firstRoute: boolean;
  kb: number;
}

/** perf's budget file: `{ measuredAt, routes: [{ route, firstRoute, gzipBytes, budgetBytes, withinBudget, ... }] }`. */
export function routeSizesOf(json: unknown): RouteSize[] {
  const routes = (json as { routes?: unknown }).routes;
  if (!Array.isArray(routes)) return [];
  return routes
    .filter(
      (route): route is { route: string; firstRoute?: boolean; gzipBytes: number } =>
        typeof route?.route === 'string' && typeof route?.gzipBytes === 'number',
    )
    .map((route) => ({ route: route.route, firstRoute: route.firstRoute === true, kb: route.gzipBytes / 1024 }));
}

/** T10: JavaScript per route, gzip, from perf's budget file after `npm run build:web`. */
export async function runWebBudgetTarget(): Promise<TargetResult> {
  const base = {
    id: 'T10',
    title: 'web: JavaScript for the first route (home, browse, shop page), gzip',
    baseline: '-',
    ratio: '-',
    target: 'first route <= 170 KB, every route <= 350 KB; the build fails over budget',
  };
  log('T10: npm run build:web');
  let buildFailed: string | undefined;
  await runCommand('npm', ['run', '--silent', 'build:web'], {}, { quiet: true }).catch((error: Error) => {
    buildFailed = error.message.split('\n').slice(-15).join(' ').slice(0, 600);
  });
  if (!existsSync(WEB_BUDGET_FILE)) {
    return {
      ...base,
      figure: '-',
      verdict: 'not measured',
      note: `dist/web-budget.json is absent after npm run build:web (perf's budget check)${buildFailed ? `; the build failed: ${buildFailed}` : ''}.`,
      details: { buildFailed },
    };
  }
  const json: unknown = JSON.parse(readFileSync(WEB_BUDGET_FILE, 'utf8'));
  const sizes = routeSizesOf(json);
  if (sizes.length === 0) {
    return {
      ...base,
      figure: '-',
      verdict: 'not measured',
      note: 'dist/web-budget.json names no route sizes.',
      details: { json },
    };
  }
  const first = sizes.filter((size) => size.firstRoute);
  const firstKb = Math.max(...first.map((size) => size.kb), 0);
  const largest = sizes.reduce((big, size) => (size.kb > big.kb ? size : big));
  const pass = first.length > 0 && firstKb <= 170 && largest.kb <= 350 && !buildFailed;
  return {
    ...base,
    figure: `first routes (${first.map((size) => size.route).join(', ')}) up to ${round(firstKb, 1)} KB; largest ${largest.route} ${round(largest.kb, 1)} KB`,
    verdict: pass ? 'pass' : 'fail',
    note: pass
      ? undefined
      : buildFailed
        ? `npm run build:web failed (a budget exceeded?): ${buildFailed}`
        : `routes: ${sizes.map((size) => `${size.route} ${round(size.kb, 1)} KB`).join(', ')}`,
    details: { sizes, buildFailed, file: json },
  };
}

interface PageScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** How many Lighthouse runs the page's figures are the median of (1 for a summary without runs). */
  runs: number;
}

type CategoryScores = Omit<PageScores, 'page' | 'runs'>;

const CATEGORY_FIELDS: readonly (keyof CategoryScores)[] = ['performance', 'accessibility', 'bestPractices', 'seo'];

/** The four categories of a record naming performance and accessibility (0-1 or 0-100), or undefined. */
function categoryScoresOf(record: Record<string, unknown>): CategoryScores | undefined {
  const scores = (record.scores ?? record.categories ?? record) as Record<string, unknown>;
  if (!('performance' in scores && 'accessibility' in scores)) return undefined;
  const scale = (value: unknown) => (typeof value === 'number' ? (value <= 1 ? value * 100 : value) : Number.NaN);
  return {
    performance: scale(scores.performance),
    accessibility: scale(scores.accessibility),
    bestPractices: scale(scores['best-practices'] ?? scores.bestPractices),
    seo: scale(scores.seo),
  };
}

/**
 * Scores per page from any summary naming performance and accessibility per page (0-1 or 0-100). A page with
 * `runs` (perf's summary: one entry per Lighthouse run) gets the median of each category over its runs.
 */
export function pageScoresOf(json: unknown): PageScores[] {
  const pages: PageScores[] = [];
  const visit = (value: unknown, key?: string) => {
    if (Array.isArray(value)) value.forEach((item) => visit(item));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const own = categoryScoresOf(record);
      if (own) {
        const runs = (Array.isArray(record.runs) ? record.runs : [])
          .map((run) => (run && typeof run === 'object' ? categoryScoresOf(run as Record<string, unknown>) : undefined))
          .filter((run): run is CategoryScores => run !== undefined);
        const scores =
          runs.length > 0
            ? (Object.fromEntries(
                CATEGORY_FIELDS.map((field) => [field, median(runs.map((run) => run[field]))]),
              ) as unknown as CategoryScores)
            : own;
        pages.push({
          page: String(record.page ?? record.route ?? record.name ?? record.url ?? key ?? '?'),
          ...scores,
          runs: Math.max(runs.length, 1),
        });
      } else for (const [field, inner] of Object.entries(record)) visit(inner, field);
    }
  };
  visit(json);
  return pages;
}

/** Runs per page T11 takes the median of. */
export const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse's measure of the machine's CPU over the runs (perf's summary since it records it): its simulated phone
 * is the host slowed down 4 times, so a slower host scores the same page lower. Lighthouse warns below 1,000.
 */
function hostIndexOf(summary: unknown): string {
  const index = (summary as { hostBenchmarkIndex?: { lowest: number; median: number; highest: number } })
    .hostBenchmarkIndex;
  if (!index) return '';
  return `; host benchmark index median ${index.median} (${index.lowest}-${index.highest})`;
}

/** T11's bar: every page's median performance at least 95, the other categories 100. */
export function meetsLighthouseTarget(page: PageScores): boolean {
  return page.performance >= 95 && page.accessibility >= 100 && page.bestPractices >= 100 && page.seo >= 100;
}

const scoreCells = (page: PageScores) => CATEGORY_FIELDS.map((field) => round(page[field], 0)).join('/');

/** T11: Lighthouse (mobile, simulated throttling) on home, browse and a shop page, 3 runs each, through perf's script. */
export async function runLighthouseTarget(quick: boolean): Promise<TargetResult> {
  const base = {
    id: 'T11',
    title: 'Lighthouse (mobile, simulated throttling): home, browse, shop page',
    baseline: '-',
    ratio: '-',
    target: `median of ${LIGHTHOUSE_RUNS} runs: performance >= 95, others 100`,
  };
  if (quick) return { ...base, figure: '-', verdict: 'not measured', note: 'skipped in --quick mode.', details: {} };
  const scripts = (
    JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  if (!scripts.lighthouse) {
    return {
      ...base,
      figure: '-',
      verdict: 'not measured',
      note: 'package.json has no lighthouse script yet.',
      details: {},
    };
  }
  log(`T11: npm run lighthouse (${LIGHTHOUSE_RUNS} runs per page)`);
  let failed: string | undefined;
  await runCommand(
    'npm',
    ['run', '--silent', 'lighthouse'],
    { LIGHTHOUSE_RUNS: String(LIGHTHOUSE_RUNS) },
    { quiet: true },
  ).catch((error: Error) => {
    failed = error.message.split('\n').slice(-10).join(' ').slice(0, 500);
  });
  if (!existsSync(LIGHTHOUSE_SUMMARY_FILE)) {
    return {
      ...base,
      figure: '-',
      verdict: 'not measured',
      note: `dist/lighthouse/summary.json is absent${failed ? `: ${failed}` : ''}.`,
      details: { failed },
    };
  }
  const json: unknown = JSON.parse(readFileSync(LIGHTHOUSE_SUMMARY_FILE, 'utf8'));
  const pages = pageScoresOf(json);
  if (pages.length === 0) {
    return {
      ...base,
      figure: '-',
      verdict: 'not measured',
      note: 'summary.json names no page scores.',
      details: { json },
    };
  }
  const short = pages.filter((page) => page.runs < LIGHTHOUSE_RUNS);
  const pass = !failed && short.length === 0 && pages.every(meetsLighthouseTarget);
  return {
    ...base,
    figure:
      `median per page (perf/a11y/BP/SEO): ${pages.map((page) => `${page.page} ${scoreCells(page)}`).join('; ')}` +
      hostIndexOf(json),
    verdict: pass ? 'pass' : 'fail',
    note: pass
      ? undefined
      : short.length > 0
        ? `fewer than ${LIGHTHOUSE_RUNS} runs for ${short.map((page) => `${page.page} (${page.runs})`).join(', ')}`
        : failed
          ? `npm run lighthouse failed: ${failed}`
          : `below the target: ${pages
              .filter((page) => !meetsLighthouseTarget(page))
              .map((page) => page.page)
              .join(', ')}`,
    details: { pages, json, failed },
  };
}
