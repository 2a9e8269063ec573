#!/usr/bin/env node
/**
 * Runs after `vite build` (see web/package.json): measures each route's JavaScript (route-budgets.mjs), prints a
 * table, writes dist/web-budget.json at the repository root (the benchmark reads it) and exits 1 when a route is
 * over its budget, so the build, and with it `npm test`, fails.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { KB, measureRoutes } from './route-budgets.mjs';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(web, 'dist');
const report = join(web, '..', 'dist', 'web-budget.json');

const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
const sizes = new Map();
const gzipSize = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
  return sizes.get(file);
};
const routes = measureRoutes(manifest, gzipSize);

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
console.log('\nJavaScript per route (gzip): shell + route = total / budget');
for (const row of routes) {
  console.log(
    `${row.withinBudget ? ' ok ' : 'OVER'} ${row.route.padEnd(24)} ${kb(row.shellGzipBytes).padStart(9)} +` +
      `${kb(row.routeGzipBytes).padStart(9)} = ${kb(row.gzipBytes).padStart(9)} / ${kb(row.budgetBytes)}`,
  );
}

mkdirSync(dirname(report), { recursive: true });
writeFileSync(report, `${JSON.stringify({ measuredAt: new Date().toISOString(), routes }, null, 2)}\n`);
console.log(`Written to ${report}`);

const over = routes.filter((row) => !row.withinBudget);
if (over.length > 0) {
  console.error(`\nJavaScript budget exceeded by: ${over.map((row) => row.route).join(', ')}`);
  process.exit(1);
}
