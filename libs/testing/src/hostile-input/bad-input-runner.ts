import fc from 'fast-check';
import { HttpAnswer } from './http-call';

/** One public request schema reached through its real endpoint. */
export interface BadInputTarget<I> {
  /** The zod schema's name in libs/contracts, e.g. createShopSchema. */
  schema: string;
  /** The endpoint it guards, e.g. POST /api/shops. */
  route: string;
  inputs: fc.Arbitrary<I>;
  send(input: I): Promise<HttpAnswer>;
  /** Throws unless a 2xx answer is a correct one (parsed with the response schema from libs/contracts). */
  checkAccepted(answer: HttpAnswer, input: I): void;
  /**
   * Refusals that record something by design, exempt from the no-write rule: a declined card is kept as a failed
   * payment. Validation refusals are never listed here.
   */
  recordingRefusals?: number[];
}

export interface BadInputFigures {
  schema: string;
  route: string;
  runs: number;
  accepted: number;
  refused: number;
  serverErrors: number;
  /** Calls per answer status. */
  statuses: Record<string, number>;
}

export interface BadInputOptions {
  /** The service's stored state (see storeSignature); a refused call must leave it unchanged. */
  store(): Promise<string>;
  numRuns?: number;
  seed?: number;
}

/**
 * Generated inputs per schema: 300 in `npm test` (the suite's time budget), BAD_INPUT_RUNS=1000 or more for a deeper
 * run (the figures in docs/reliability.md come from 1,000).
 */
export const BAD_INPUT_RUNS = Number(process.env.BAD_INPUT_RUNS ?? 300);

function summary(answer: HttpAnswer): string {
  return `${answer.status} ${answer.text.slice(0, 300)}`;
}

/**
 * Sends `numRuns` generated inputs to the endpoint, one at a time, and holds each answer to the rule: never a 5xx;
 * a 4xx carries a non-empty `message` and leaves the store exactly as it was; a 2xx is a correct answer.
 */
export async function runBadInput<I>(target: BadInputTarget<I>, options: BadInputOptions): Promise<BadInputFigures> {
  const figures: BadInputFigures = {
    schema: target.schema,
    route: target.route,
    runs: 0,
    accepted: 0,
    refused: 0,
    serverErrors: 0,
    statuses: {},
  };
  let before = await options.store();
  const property = fc.asyncProperty(target.inputs, async (input) => {
    const answer = await target.send(input);
    const after = await options.store();
    const unchanged = after === before;
    before = after;
    figures.runs += 1;
    figures.statuses[answer.status] = (figures.statuses[answer.status] ?? 0) + 1;
    if (answer.status >= 500) {
      figures.serverErrors += 1;
      throw new Error(`server error: ${summary(answer)}`);
    }
    if (answer.status >= 400) {
      figures.refused += 1;
      const message = (answer.body as { message?: unknown } | undefined)?.message;
      if (typeof message !== 'string' || message.trim() === '') {
        throw new Error(`refusal without a message: ${summary(answer)}`);
      }
      const recordsByDesign = target.recordingRefusals?.includes(answer.status) ?? false;
      if (!unchanged && !recordsByDesign) throw new Error(`a refused call stored something: ${summary(answer)}`);
      return;
    }
    if (answer.status < 200 || answer.status >= 300)
      throw new Error(`neither refused nor accepted: ${summary(answer)}`);
    figures.accepted += 1;
    target.checkAccepted(answer, input);
  });
  // No shrinking (inputs reach 100,000 characters) and a short counterexample, so a failure stays readable.
  const details = await fc.check(property, {
    numRuns: options.numRuns ?? BAD_INPUT_RUNS,
    seed: options.seed,
    endOnFailure: true,
  });
  if (details.failed) {
    const cause =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `${target.schema} (${target.route}) failed after ${details.numRuns} runs (seed ${details.seed}, path ${details.counterexamplePath}): ` +
        `${cause.slice(0, 600)}\ninput: ${fc.stringify(details.counterexample).slice(0, 1_500)}`,
    );
  }
  return figures;
}
