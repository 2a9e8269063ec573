import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { DomainEvent } from '@app/contracts';
import fc from 'fast-check';
import { EventHistory, eventHistoryWithArrival, HistoryOptions } from './event-history';

export interface ArrivalOrderTarget<S> {
  /** Empties the service's projections, inbox and outbox, so each application starts from nothing. */
  reset(): Promise<void>;
  /** Hands one delivery to the service the way its consumer gets it (the real handlers, inbox included). */
  deliver(event: DomainEvent): Promise<void>;
  /** The projection state to compare (ordered rows, no timestamps of when a row was written). */
  state(): Promise<S>;
  /** Optional: checks the in-order state against the producers' final state. */
  expectProducersState?(state: S, history: EventHistory): void;
}

export interface ArrivalOrderReport {
  service: string;
  runs: number;
  events: number;
  deliveries: number;
}

/**
 * The ordering property of projections: for generated histories of person and shop events (with redeliveries),
 * applying every delivery in producer order and applying them in a random permutation end in the same state.
 * `ORDER_RUNS=<n>` sets the number of runs; a failure prints fast-check's seed and the shrunk history.
 */
export async function checkArrivalOrder<S>(
  service: string,
  target: ArrivalOrderTarget<S>,
  options: HistoryOptions & { numRuns?: number } = {},
): Promise<ArrivalOrderReport> {
  const report: ArrivalOrderReport = { service, runs: 0, events: 0, deliveries: 0 };
  const numRuns = Number(process.env.ORDER_RUNS ?? options.numRuns ?? 50);
  await fc.assert(
    fc.asyncProperty(eventHistoryWithArrival(options), async ({ history, arrival }) => {
      await target.reset();
      for (const event of history.inOrder) await target.deliver(event);
      const inOrder = await target.state();
      target.expectProducersState?.(inOrder, history);

      await target.reset();
      for (const event of arrival) await target.deliver(event);
      const permuted = await target.state();
      if (!isDeepStrictEqual(permuted, inOrder)) {
        throw new Error(
          `state after the permuted arrival differs:\n in order: ${JSON.stringify(inOrder)}\n permuted: ${JSON.stringify(permuted)}`,
        );
      }
      report.runs += 1;
      report.events += history.events.length;
      report.deliveries += history.inOrder.length;
    }),
    { numRuns },
  );
  writeReport(report);
  return report;
}

/**
 * Prints the figures and writes them to dist/test-reports/projection-order/<service>.json (beside npm test's other
 * reports). Runs counted are the passing ones of the final pass, each applied twice (in order and permuted).
 */
function writeReport(report: ArrivalOrderReport): void {
  process.stdout.write(
    `projection order (${report.service}): ${report.runs} runs, ${report.events} events, ` +
      `${report.deliveries} deliveries with redeliveries, each applied in order and permuted: 0 differences\n`,
  );
  const dir = resolve(__dirname, '../../../../dist/test-reports/projection-order');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${report.service}.json`), `${JSON.stringify({ ...report, finishedAt: new Date() }, null, 2)}\n`);
}
