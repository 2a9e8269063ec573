// `npm start`'s and `npm test`'s build of the services and gateway: the files of tsconfig.build.json, transpiled with
// swc (seconds) instead of type-checked with tsc (about a minute from scratch). `npm run check-types`, which
// `npm test` runs beside it, and `npm run build:server` keep tsc, so a type error still fails there.
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { buildFingerprint, builtFrom, recordBuild } from './build-fingerprint.mjs';

const require = createRequire(import.meta.url);
const CONFIG = 'tsconfig.build.json';
/** What the server build reads: its sources (specs too, harmlessly), its configs and this compiler set-up. */
const INPUTS = [
  'libs',
  'services',
  'gateway',
  'scripts/embedded',
  'scripts/setup/server-build.mjs',
  'scripts/setup/swc-options.cjs',
  'tsconfig.json',
  CONFIG,
];

function stampFile(root) {
  return join(root, 'dist', '.start-build-server');
}

/** The fingerprint of the server's sources when dist/ was built from exactly them, otherwise null. */
export function serverBuildState(root) {
  const fingerprint = buildFingerprint(root, INPUTS);
  return { fingerprint, current: builtFrom(stampFile(root), fingerprint) };
}

/** The .ts files and output folder tsconfig.build.json names, read by TypeScript itself (one owner: the config). */
function buildPlan(root) {
  const ts = require('typescript');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(root, CONFIG),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  return {
    files: parsed.fileNames.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts')),
    rootDir: parsed.options.rootDir ?? root,
    outDir: parsed.options.outDir ?? join(root, 'dist'),
  };
}

async function transpile(swc, options, file, plan) {
  const target = join(plan.outDir, relative(plan.rootDir, file)).replace(/\.ts$/, '.js');
  const output = await swc.transformFile(file, {
    ...options,
    // As tsc with module node16: import() stays import() (ES-module-only packages load through it), and the
    // exports are spelt so that import() of a compiled file finds them by name.
    module: { ...options.module, ignoreDynamic: true, exportInteropAnnotation: true },
    sourceMaps: true,
    sourceFileName: relative(dirname(target), file),
    swcrc: false,
    configFile: false,
  });
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, `${output.code}\n//# sourceMappingURL=${basename(target)}.map\n`);
  await writeFile(`${target}.map`, output.map);
}

/** Transpiles every server file into dist/ and rewrites the @app/* aliases as `npm run build:server` does. */
export async function buildServer(root, fingerprint) {
  const swc = require('@swc/core');
  const options = require('./swc-options.cjs');
  const plan = buildPlan(root);
  await Promise.all(plan.files.map((file) => transpile(swc, options, file, plan)));
  const { replaceTscAliasPaths } = require('tsc-alias');
  await replaceTscAliasPaths({ configFile: join(root, CONFIG) });
  recordBuild(stampFile(root), fingerprint);
}

/** Builds the server unless dist/ already holds the build of these sources (`onBuild` runs first when it builds). */
export async function ensureServerBuild(root, onBuild = () => {}) {
  const server = serverBuildState(root);
  if (server.current) return;
  onBuild();
  await buildServer(root, server.fingerprint);
}
