import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { identityService } from '@app/identity';
import { AccountFactory, codeIn, dataDirExtra, startServiceHarness, waitFor } from '@app/testing';

jest.setTimeout(60_000);

/** The identity app with a DATA_DIR and no SMTP_URL. */
const startWithoutSmtp = () =>
  startServiceHarness({
    service: identityService,
    schema: 'identity',
    label: 'identity-mail-files',
    extras: { dataDir: dataDirExtra },
  });

describe('mail without SMTP_URL', () => {
  let identity: Awaited<ReturnType<typeof startWithoutSmtp>>;

  beforeAll(async () => {
    identity = await startWithoutSmtp();
  });

  afterAll(async () => {
    await identity?.stop();
  });

  it('writes each mail as an .eml file under DATA_DIR/mail, whose code verifies the address', async () => {
    const email = 'file.mail@example.ie';
    await new AccountFactory(identity).create({ firstName: 'File', lastName: 'Mail', email, city: 'Cork' });
    const mailDir = join(identity.dataDir, 'mail');
    const [file] = await waitFor('the mail file', async () => {
      const files = (await readdir(mailDir)).filter((name) => name.endsWith(`-${email}.eml`));
      return files.length > 0 ? files : undefined;
    });
    const raw = await readFile(join(mailDir, file), 'utf8');
    expect(raw).toContain(`To: ${email}`);
    expect(raw).toContain('From: Local Shop Marketplace <no-reply@localshop.ie>');
    const code = codeIn(raw)!;
    expect(code).toMatch(/^\d{6}$/);
    const verified = await identity.http().post('/api/auth/verify-email').send({ email, code });
    expect(verified.status).toBe(200);
  });
});
