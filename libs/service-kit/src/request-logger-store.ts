import { Store } from 'nestjs-pino/storage';
import type { Logger } from 'pino';

/**
 * What nestjs-pino's Logger uses inside one request on a lean path (no pino-http): `base()` with `bindings`, the
 * child made only if something is logged, so a request that logs nothing allocates no logger.
 */
export function lazyRequestLoggerStore(base: () => Logger, bindings: Record<string, unknown>): Store {
  let child: Logger | undefined;
  return {
    get logger(): Logger {
      child ??= base().child(bindings);
      return child;
    },
  } as Store;
}
