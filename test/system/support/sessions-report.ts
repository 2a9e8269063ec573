import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** dist/test-reports/sessions.json: the figures of the session and security-header system tests, one section each. */
export const SESSIONS_REPORT_FILE = join(__dirname, '..', '..', '..', 'dist', 'test-reports', 'sessions.json');

/**
 * Prints `line` and stores `figures` under `section`, keeping the sections other specs wrote (each spec file runs
 * in its own jest worker, one after the other or side by side, so the file is read just before it is written).
 */
export async function recordSessionFigures(section: string, line: string, figures: object): Promise<void> {
  console.log(line);
  let report: Record<string, unknown>;
  try {
    report = JSON.parse(await readFile(SESSIONS_REPORT_FILE, 'utf8')) as Record<string, unknown>;
  } catch {
    report = {};
  }
  report[section] = { ...figures, summary: line, recordedAt: new Date().toISOString() };
  await mkdir(dirname(SESSIONS_REPORT_FILE), { recursive: true });
  await writeFile(SESSIONS_REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
}
