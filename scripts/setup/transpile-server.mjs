#!/usr/bin/env node
// `npm run build:transpiled`'s server half: npm start's swc build of the services and gateway (server-build.mjs),
// skipped when dist/ already holds it for these sources. `npm test` builds with it because its type-check step runs
// tsc over the same files: a second tsc pass in the build cost CI about 80 s of CPU for nothing.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from './server-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
await ensureServerBuild(root);
