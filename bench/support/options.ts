/** Command-line options of `npm run bench`. */
export interface BenchOptions {
  quick: boolean;
  /** Target ids to run (T1 ... T12); empty = all. */
  only: Set<string>;
  /** Skip `npm run build:server` (the services in dist/ are already current). */
  build: boolean;
  /** Runs of each measurement; the median is reported. */
  runs: number;
  /** Run even though the machine is busy at start (the table then says so). */
  force: boolean;
}

const USAGE = `npm run bench [-- --quick] [--only T1,T5] [--no-build] [--force]
  --quick     small data set, short runs (under 5 minutes): for development, not for the table
  --only      run only these targets (the others keep their previous row in docs/benchmarks.md)
  --no-build  use the services already built in dist/ instead of running npm run build:server
  --force     run although the one-minute load average is above 1.0 (the figures are then marked busy)`;

export function parseBenchOptions(argv: string[]): BenchOptions {
  const options: BenchOptions = { quick: false, only: new Set(), build: true, runs: 3, force: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--quick') options.quick = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--force') options.force = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const list = arg.includes('=') ? arg.slice('--only='.length) : argv[++i];
      for (const id of (list ?? '').split(',')) if (id.trim()) options.only.add(id.trim().toUpperCase());
    } else if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else {
      throw new Error(`Unknown option ${arg}\n${USAGE}`);
    }
  }
  return options;
}

/** Whether the run measures any of these targets; `--only` names them in any case (T5g, t5g and T5G alike). */
export function wants(options: BenchOptions, ...ids: string[]): boolean {
  return options.only.size === 0 || ids.some((id) => options.only.has(id.toUpperCase()));
}

/** Throws when `--only` names a target the run does not know, rather than measuring nothing. */
export function checkOnlyTargets(options: BenchOptions, known: readonly string[]): void {
  const knownIds = new Set(known.map((id) => id.toUpperCase()));
  const unknown = [...options.only].filter((id) => !knownIds.has(id));
  if (unknown.length > 0) throw new Error(`Unknown target ${unknown.join(', ')} in --only: one of ${known.join(', ')}`);
}

/** `--name value` of a standalone bench script (first-sights, cpu-per-request, ...), or `fallback` without it. */
export function scriptOption(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}
