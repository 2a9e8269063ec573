import { z } from 'zod';

/**
 * INTERNAL_SECRET values that are public: the examples shipped in this repository (.env.example, an old compose
 * default). Anyone can read them, so production refuses them.
 */
export const PUBLIC_EXAMPLE_SECRETS: readonly string[] = [
  'change-me-to-a-long-random-secret-of-32-chars',
  'replace-with-at-least-32-random-characters',
];

const PLACEHOLDER_WORDS = /change[-_ ]?me|replace[-_ ]?with|placeholder|example|your[-_ ]?secret|not[-_ ]?secret/i;

/** Fewer distinct characters than this reads as typed by hand ('x' x 40, 'abcabc...'), not random. */
const MIN_DISTINCT_CHARACTERS = 10;

/** Why a secret cannot be used in production, or null when it looks random enough. */
export function weakSecretReason(secret: string): string | null {
  if (PUBLIC_EXAMPLE_SECRETS.includes(secret) || PLACEHOLDER_WORDS.test(secret)) {
    return 'is a placeholder, not a secret';
  }
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) return 'is too simple to be random';
  return null;
}

/**
 * A superRefine for an app's whole schema: with NODE_ENV=production, INTERNAL_SECRET must not be a known
 * placeholder or a hand-typed string (its length is checked by the field itself in every mode).
 */
export function refuseWeakSecretsInProduction(
  config: { NODE_ENV: string; INTERNAL_SECRET?: string },
  context: z.RefinementCtx,
): void {
  if (config.NODE_ENV !== 'production' || config.INTERNAL_SECRET === undefined) return;
  const reason = weakSecretReason(config.INTERNAL_SECRET);
  if (!reason) return;
  context.addIssue({
    code: z.ZodIssueCode.custom,
    path: ['INTERNAL_SECRET'],
    message: `${reason}; production needs at least 32 random characters (for example \`openssl rand -hex 32\`)`,
  });
}
