/** Something a service needs before it can serve: its database, its broker. */
export interface ReadinessCheck {
  name: string;
  /** Resolves with a short status word when ready; rejects or returns 'down' when not. */
  check(): Promise<string>;
}

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');
