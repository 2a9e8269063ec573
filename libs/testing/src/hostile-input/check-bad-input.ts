import { Client } from 'pg';
import { BadInputReport } from './bad-input-report';
import { BAD_INPUT_RUNS, BadInputTarget, runBadInput } from './bad-input-runner';
import { storeSignature } from './store-signature';

/**
 * One schema's bad-input property test as every service runs it: BAD_INPUT_RUNS runs, no server error, at least one
 * refusal, and the service's tables (schema `schema` on `sql`) unchanged by every refused call.
 */
export async function checkBadInput<I>(
  report: BadInputReport,
  target: BadInputTarget<I>,
  sql: Client,
  schema: string,
): Promise<void> {
  const figures = await runBadInput(target, { store: () => storeSignature(sql, schema) });
  report.add(figures);
  expect(figures).toMatchObject({ runs: BAD_INPUT_RUNS, serverErrors: 0 });
  expect(figures.refused).toBeGreaterThan(0);
}
