import { Env } from '@app/config';

/** What an extra knows of the run it joins. */
export interface HarnessExtraContext {
  label: string;
  /** The run's bus namespace, unique to it: a prefix for anything else the run names (Redis keys). */
  namespace: string;
}

export interface StartedExtra<T> {
  /** The service variables that point the app at it. */
  env: Env;
  /** What the test gets, under the extra's key in the harness. */
  value: T;
  stop(): Promise<void>;
}

/** A server or folder a service needs besides its database, started before the app and stopped after it. */
export type HarnessExtra<T> = (context: HarnessExtraContext) => Promise<StartedExtra<T>>;

export type HarnessExtras = Record<string, HarnessExtra<unknown>>;

/** The values of the extras, by their keys. */
export type ExtraValues<E extends HarnessExtras> = { [K in keyof E]: E[K] extends HarnessExtra<infer T> ? T : never };
