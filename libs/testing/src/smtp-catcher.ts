import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from '@app/testing';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process (no TLS, no auth) that keeps every message it is sent. */
export interface SmtpCatcher {
  url: string;
  mails: CaughtMail[];
  /** Waits for a mail to `address` among those after the first `since` and returns its 6-digit code. */
  codeFor(address: string, since?: number): Promise<string>;
  mailsTo(address: string): CaughtMail[];
  close(): Promise<void>;
}

/** The code in a mail: the first run of exactly six digits of the body (after the headers). */
export function codeIn(raw: string): string | undefined {
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  return body.match(/\b(\d{6})\b/)?.[1];
}

/** The text of a mail: the body after the headers, quoted-printable decoded (soft line breaks joined). */
export function textOf(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).trim();
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(raw)) return body;
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailsTo = (address: string) => mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    codeFor: (address, since = 0) =>
      waitFor(`a mail with a code to ${address}`, () => {
        const mail = mails
          .slice(since)
          .reverse()
          .find((candidate) => candidate.to.includes(address.toLowerCase()));
        return mail ? codeIn(mail.raw) : undefined;
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
