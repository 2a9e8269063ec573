import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { CustomerFactory, uniqueEmail } from '@app/testing';
import { MailService } from '../src/mail/mail.service';
import { IdentityHarness, startIdentityHarness } from './support/identity-harness';

jest.setTimeout(60_000);

const MAIL_SERVER_DELAY_MS = 3_000;

/** A mail server that takes 3 seconds to accept each message, and notes when it did. */
async function startSlowMailServer() {
  const accepted: Array<{ to: string; at: number }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        setTimeout(() => {
          for (const recipient of session.envelope.rcptTo) accepted.push({ to: recipient.address, at: Date.now() });
          callback();
        }, MAIL_SERVER_DELAY_MS);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Issue 18 item 8: the answer never waits for the mail server, so its timing does not tell whether mail went out. */
describe('mail after the answer', () => {
  let identity: IdentityHarness;
  let slow: Awaited<ReturnType<typeof startSlowMailServer>>;

  beforeAll(async () => {
    slow = await startSlowMailServer();
    identity = await startIdentityHarness('identity-mail-queue', { SMTP_URL: slow.url });
  });

  afterAll(async () => {
    await identity?.stop();
    await slow?.close();
  });

  it('answers a reset request for an existing account before its mail is accepted, and sends it afterwards', async () => {
    const email = uniqueEmail('queued');
    await new CustomerFactory(identity).create({
      firstName: 'Siobhan',
      lastName: 'Hayes',
      contact: email,
      city: 'Kilkenny',
    });

    const started = Date.now();
    const answered = await identity.browser().post('/api/auth/request-password-reset', { email });
    const answeredAt = Date.now();
    expect(answered.status).toBe(200);
    expect(answeredAt - started).toBeLessThan(MAIL_SERVER_DELAY_MS);
    expect(slow.accepted).toEqual([]);

    // The queue sends it afterwards (a stopping app drains the same queue first).
    await identity.app.get(MailService).drain();
    expect(slow.accepted.map((mail) => mail.to)).toEqual([email]);
    expect(slow.accepted[0]!.at).toBeGreaterThanOrEqual(answeredAt);
  });
});
