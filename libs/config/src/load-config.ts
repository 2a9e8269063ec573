import { z, ZodTypeAny } from 'zod';

export type Env = Record<string, string | undefined>;

/** Thrown at start-up when a variable is missing or bad; its message names every offending variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at boot; the rest of the code reads the typed result, never process.env. */
export function loadConfig<S extends ZodTypeAny>(schema: S, env: Env): z.infer<S> {
  const blanksRemoved = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(blanksRemoved);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || '(environment)';
    return `${variable}: ${issue.message}`;
  });
  throw new ConfigError(problems);
}
