import { z } from 'zod';
import { configFields } from './config-fields';
import { loadConfig } from './load-config';
import { PUBLIC_EXAMPLE_SECRETS, refuseWeakSecretsInProduction, weakSecretReason } from './production-secrets';

describe(refuseWeakSecretsInProduction.name, () => {
  const schema = z
    .object({ NODE_ENV: configFields.nodeEnv, INTERNAL_SECRET: configFields.internalSecret })
    .superRefine(refuseWeakSecretsInProduction);
  const random = 'k7Qz1vR9xWm2Lp4Tn8Yb3Hc6Jd0Fg5Sa';

  it('refuses the public example secrets and hand-typed ones in production', () => {
    for (const secret of [...PUBLIC_EXAMPLE_SECRETS, 'x'.repeat(40), 'my-placeholder-secret-for-the-cluster-1234']) {
      expect(() => loadConfig(schema, { NODE_ENV: 'production', INTERNAL_SECRET: secret })).toThrow(
        /INTERNAL_SECRET: is (a placeholder|too simple)/,
      );
    }
  });

  it('refuses a missing or short secret in every mode, naming it', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production' })).toThrow(/INTERNAL_SECRET: is required/);
    expect(() => loadConfig(schema, { INTERNAL_SECRET: 'short' })).toThrow(/INTERNAL_SECRET: must be at least 32/);
  });

  it('accepts a random secret in production and a placeholder outside it', () => {
    expect(weakSecretReason(random)).toBeNull();
    expect(loadConfig(schema, { NODE_ENV: 'production', INTERNAL_SECRET: random }).INTERNAL_SECRET).toBe(random);
    expect(loadConfig(schema, { INTERNAL_SECRET: PUBLIC_EXAMPLE_SECRETS[0] }).NODE_ENV).toBe('development');
  });
});
