import { sleep } from '@app/testing';
import { SeededRandom } from './seeded-random';

export const FAULT_KINDS = ['producer-killed', 'consumer-killed', 'broker-cut'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultInjectorOptions {
  random: SeededRandom;
  /** Each fault, awaited until the system is whole again (process restarted, proxy reopened). */
  actions: Record<FaultKind, () => Promise<void>>;
  /** Pause before each fault, in ms (drawn from the seeded random). */
  pauseMs: [number, number];
}

/**
 * Injects faults one at a time at random moments, in rounds that each hold every kind once in a shuffled order,
 * so a run has every kind at least `minRounds` times however the dice fall.
 */
export class FaultInjector {
  readonly injected: Record<FaultKind, number> = { 'producer-killed': 0, 'consumer-killed': 0, 'broker-cut': 0 };
  /** The order of the faults, for the report. */
  readonly sequence: FaultKind[] = [];

  constructor(private readonly options: FaultInjectorOptions) {}

  /** Runs rounds until `done()` is true after at least `minRounds` rounds. */
  async run(minRounds: number, done: () => boolean): Promise<void> {
    const { random, actions, pauseMs } = this.options;
    for (let round = 0; round < minRounds || !done(); round += 1) {
      for (const kind of random.shuffle(FAULT_KINDS)) {
        await sleep(random.int(pauseMs[0], pauseMs[1]));
        await actions[kind]();
        this.injected[kind] += 1;
        this.sequence.push(kind);
      }
    }
  }
}
