import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BadInputFigures } from './bad-input-runner';

const REPORTS = resolve(__dirname, '../../../../dist/test-reports');
const PARTS = join(REPORTS, 'bad-input');

export function figureLine(figures: BadInputFigures): string {
  const errors = figures.serverErrors === 1 ? '1 server error' : `${figures.serverErrors} server errors`;
  return `bad input: ${figures.schema} (${figures.route}) ${figures.runs} runs, ${errors}`;
}

/**
 * The figures of one service's bad-input suite: printed one line per schema plus a total, and written to
 * dist/test-reports/bad-input/<service>.json, from which dist/test-reports/bad-input.json is rebuilt with every
 * service that has run.
 */
export class BadInputReport {
  private readonly results: BadInputFigures[] = [];

  constructor(readonly service: string) {}

  add(figures: BadInputFigures): void {
    this.results.push(figures);
    process.stdout.write(`${figureLine(figures)}\n`);
  }

  finish(): void {
    if (this.results.length === 0) return;
    const total = totals(this.results);
    process.stdout.write(
      `bad input total (${this.service}): ${total.schemaCount} schemas, ${total.runs} runs, ${total.serverErrors} server errors\n`,
    );
    mkdirSync(PARTS, { recursive: true });
    writeAtomically(join(PARTS, `${this.service}.json`), {
      service: this.service,
      finishedAt: new Date().toISOString(),
      ...total,
      schemas: this.results,
    });
    const services = readdirSync(PARTS)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(PARTS, file), 'utf8')) as { schemas: BadInputFigures[] });
    writeAtomically(join(REPORTS, 'bad-input.json'), {
      ...totals(services.flatMap((service) => service.schemas)),
      services,
    });
  }
}

function totals(results: BadInputFigures[]) {
  return {
    schemaCount: results.length,
    runs: results.reduce((sum, item) => sum + item.runs, 0),
    accepted: results.reduce((sum, item) => sum + item.accepted, 0),
    refused: results.reduce((sum, item) => sum + item.refused, 0),
    serverErrors: results.reduce((sum, item) => sum + item.serverErrors, 0),
  };
}

function writeAtomically(file: string, content: unknown): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`);
  renameSync(temporary, file);
}
