import { Env } from '@app/config';
import { identityService } from '@app/identity';
import { dataDirExtra, GatewayBrowser, redisExtra, smtpExtra, startServiceHarness } from '@app/testing';

export const ADMIN_EMAIL = 'first.admin@localshop.test';
export const ADMIN_PASSWORD = 'Adm1n!Password';

/** The identity app on a fresh database with a real SMTP catcher, Redis and DATA_DIR, called in-process. */
export async function startIdentityHarness(label: string, env: Env = {}) {
  const harness = await startServiceHarness({
    service: identityService,
    schema: 'identity',
    label,
    env: { ADMIN_EMAIL, ADMIN_PASSWORD, ...env },
    extras: { smtp: smtpExtra, redis: redisExtra, dataDir: dataDirExtra },
  });
  /** A browser behind a gateway: keeps cookies, resolves them as the gateway does and signs the identity. */
  const browser = () => new GatewayBrowser(harness);
  return { ...harness, browser };
}

export type IdentityHarness = Awaited<ReturnType<typeof startIdentityHarness>>;
