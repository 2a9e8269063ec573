// Unit test of the budget calculation: `node --test web/scripts/` (part of `npm run build --workspace web`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { FIRST_ROUTE_BUDGET, KB, measureRoutes, ROUTE_BUDGET, staticClosure } from './route-budgets.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_react.js'] },
  '_styles.css': { file: 'assets/styles.css' },
  'src/app/routes/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['index.html', '_vendor.js'] },
  'src/app/routes/admin.tsx': {
    file: 'assets/admin.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_styles.css'],
  },
  'src/lazy-widget.tsx': { file: 'assets/widget.js', isDynamicEntry: true },
};
const sizes = {
  'assets/index.js': 100 * KB,
  'assets/react.js': 60 * KB,
  'assets/vendor.js': 20 * KB,
  'assets/home.js': 5 * KB,
  'assets/admin.js': 200 * KB,
  'assets/styles.css': 999 * KB,
  'assets/widget.js': 999 * KB,
};

describe('measureRoutes', () => {
  const rows = measureRoutes(manifest, (file) => sizes[file]);

  it('measures only the route chunks, by name', () => {
    assert.deepEqual(
      rows.map((row) => row.route),
      ['admin', 'home'],
    );
  });

  it('counts the shell, the route chunk and its static imports once each, without CSS', () => {
    const home = rows.find((row) => row.route === 'home');
    assert.equal(home.shellGzipBytes, 160 * KB);
    assert.equal(home.gzipBytes, 185 * KB);
    const admin = rows.find((row) => row.route === 'admin');
    assert.equal(admin.gzipBytes, 380 * KB);
  });

  it('holds landing routes to the first-route budget and fails routes over theirs', () => {
    const home = rows.find((row) => row.route === 'home');
    assert.equal(home.budgetBytes, FIRST_ROUTE_BUDGET);
    assert.equal(home.withinBudget, false);
    const admin = rows.find((row) => row.route === 'admin');
    assert.equal(admin.budgetBytes, ROUTE_BUDGET);
    assert.equal(admin.withinBudget, false);
  });
});

describe('staticClosure', () => {
  it('follows static imports through cycles', () => {
    assert.deepEqual([...staticClosure(manifest, 'src/app/routes/home.tsx')].sort(), [
      '_react.js',
      '_vendor.js',
      'index.html',
      'src/app/routes/home.tsx',
    ]);
  });

  it('names a missing chunk', () => {
    assert.throws(() => staticClosure(manifest, '_gone.js'), /no chunk _gone.js/);
  });
});
