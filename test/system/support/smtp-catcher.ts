import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from '@app/testing';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process that keeps every message it is sent. */
export interface SmtpCatcher {
  url: string;
  mails: CaughtMail[];
  /** Waits for the next mail to `address` after `since` mails and returns the 6-digit code in it. */
  codeFor(address: string, since?: number): Promise<string>;
  close(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    codeFor: (address, since = 0) =>
      waitFor(`a mail with a code to ${address}`, () => {
        const mail = mails.slice(since).reverse().find((candidate) => candidate.to.includes(address.toLowerCase()));
        return mail?.raw.match(/\b(\d{6})\b/)?.[1];
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
