import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { deadUrl } from './support/fake-upstream';
import { RunningGateway, startGateway } from './support/start-gateway';

/** A mail as identity writes it without SMTP_URL (nodemailer's stream transport), into the folder. */
async function writeMail(
  folder: string,
  name: string,
  mail: { to: string; subject: string; text: string; html?: string },
) {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = (await transport.sendMail({ from: 'Local Shop Marketplace <no-reply@localshop.ie>', ...mail })) as {
    message: Buffer;
  };
  writeFileSync(join(folder, name), info.message);
}

/* /dev/mail (issue 19): the development mailbox, only where the embedded host turns it on outside production. */
describe('the development mailbox', () => {
  const folder = mkdtempSync(join(tmpdir(), 'dev-mailbox-'));
  const running: RunningGateway[] = [];

  async function gateway(env: Record<string, string | undefined>): Promise<RunningGateway> {
    const services = await deadUrl();
    const started = await startGateway({
      IDENTITY_URL: services,
      CATALOG_URL: services,
      REVIEWS_URL: services,
      CHAT_URL: services,
      BILLING_URL: services,
      ADMIN_AUDIT_URL: services,
      WEB_DIST_DIR: folder,
      ...env,
    });
    running.push(started);
    return started;
  }

  beforeAll(async () => {
    await writeMail(folder, '20261125-0001-ann@example.ie.eml', {
      to: 'ann@example.ie',
      subject: 'Verify your email for Local Shop Marketplace',
      text: 'Enter this code to verify your email address:\n\n    482913\n',
    });
    await writeMail(folder, '20261125-0002-sms-0871234567@sms.invalid.eml', {
      to: 'sms-0871234567@sms.invalid',
      subject: 'SMS to 0871234567 <script>alert(1)</script>',
      text: 'Local Shop Marketplace: your password reset code is 551023.',
      html: '<p>Reset code <b>551023</b></p><script>alert(2)</script>',
    });
  });

  afterAll(async () => {
    for (const started of running) await started.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('lists the mail newest first, escaped, and shows each with its code; no script runs anywhere', async () => {
    const { url } = await gateway({ DEV_MAILBOX_DIR: folder, NODE_ENV: 'development' });

    const list = await fetch(`${url}/dev/mail`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const listed = await list.text();
    expect(listed.indexOf('SMS to 0871234567')).toBeLessThan(listed.indexOf('Verify your email'));
    expect(listed).not.toContain('<script>');
    expect(listed).toContain('&#60;script&#62;');

    const mail = await fetch(`${url}/dev/mail/20261125-0001-ann%40example.ie.eml`);
    expect(mail.status).toBe(200);
    await expect(mail.text()).resolves.toMatch(/482913/);

    const html = await fetch(`${url}/dev/mail/20261125-0002-sms-0871234567%40sms.invalid.eml/html`);
    expect(html.headers.get('content-security-policy')).toMatch(/sandbox/);
    await expect(html.text()).resolves.toContain('<b>551023</b>');

    for (const path of ['/dev/mail/..%2F..%2Fetc%2Fpasswd', '/dev/mail/missing.eml', '/dev/mail/.hidden.eml']) {
      expect((await fetch(`${url}${path}`)).status).toBe(404);
    }
  });

  it('does not exist in production or without the folder (cluster mode)', async () => {
    const production = await gateway({ DEV_MAILBOX_DIR: folder, NODE_ENV: 'production' });
    const cluster = await gateway({ NODE_ENV: 'development' });
    for (const { url } of [production, cluster]) {
      const response = await fetch(`${url}/dev/mail`, { headers: { accept: 'application/json' } });
      expect(response.status).toBe(404);
      await expect(response.text()).resolves.not.toContain('Development mailbox');
    }
  });
});
