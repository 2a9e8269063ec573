/**
 * Runs a standalone bench script's `main` and exits: 0 once it settled, 1 with its error. The exit also stops the
 * bench's database server (bench-postgres.ts), whose process would otherwise keep the script alive.
 */
export function runScript(name: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(
        `${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
