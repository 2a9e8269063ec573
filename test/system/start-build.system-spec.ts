import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..');
const SOURCES = ['libs', 'services', 'gateway', 'scripts', 'tsconfig.json', 'tsconfig.build.json'];

/** Runs `statement` in a Node ES module of `cwd` with `build` = scripts/setup/server-build.mjs; answers its stdout. */
function withServerBuild(cwd: string, statement: string): string {
  const script = `import * as build from './scripts/setup/server-build.mjs'; const root = process.cwd(); ${statement}`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd, encoding: 'utf8' });
}

describe("npm start's server build (scripts/setup/server-build.mjs)", () => {
  const copy = mkdtempSync(join(tmpdir(), 'marketplace-start-build-'));

  beforeAll(() => {
    for (const source of SOURCES) {
      cpSync(join(repoRoot, source), join(copy, source), {
        recursive: true,
        filter: (path) => !/[\\/](node_modules|dist)$/.test(path),
      });
    }
    symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'));
  });

  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('builds what tsconfig.build.json names, then builds nothing until a source changes', () => {
    expect(withServerBuild(copy, 'console.log(build.serverBuildState(root).current)').trim()).toBe('false');

    withServerBuild(
      copy,
      'const state = build.serverBuildState(root); await build.buildServer(root, state.fingerprint);',
    );
    const catalogue = readFileSync(join(copy, 'dist/scripts/embedded/service-catalogue.js'), 'utf8');
    // The @app/* aliases are relative paths, as after `npm run build:server`.
    expect(catalogue).not.toMatch(/require\("@app\//);
    expect(catalogue).toContain('require("../../services/identity/src/index.js")');
    // Nest's injection reads the constructor parameter types from the decorator metadata.
    expect(readFileSync(join(copy, 'dist/services/catalog/src/demo-data/demo-data.seeder.js'), 'utf8')).toContain(
      '"design:paramtypes"',
    );
    expect(existsSync(join(copy, 'dist/services/catalog/src/demo-data/demo-directory.spec.js'))).toBe(false);
    // The host imports its apps with import(): their exports must be found by name.
    const loaded = withServerBuild(
      copy,
      "const apps = await import('./dist/scripts/embedded/embedded-apps.js'); console.log(typeof apps.startEmbeddedApps);",
    );
    expect(loaded.trim()).toBe('function');
    expect(withServerBuild(copy, 'console.log(build.serverBuildState(root).current)').trim()).toBe('true');

    appendFileSync(join(copy, 'libs/config/src/index.ts'), '\n');
    expect(withServerBuild(copy, 'console.log(build.serverBuildState(root).current)').trim()).toBe('false');
  });
});
