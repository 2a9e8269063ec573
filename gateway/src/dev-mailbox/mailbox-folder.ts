import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

export interface MailSummary {
  id: string;
  receivedAt: Date;
  to: string;
  subject: string;
}

export interface MailMessage extends MailSummary {
  from: string;
  text: string;
  html: string | null;
}

/** The newest mails listed; older ones stay in the folder. */
const LIST_LIMIT = 200;
/** A mail's id is its file name: letters, digits and . _ @ + - only, ending in .eml, so no path can be named. */
const MAIL_ID = /^[A-Za-z0-9._@+-]{1,200}\.eml$/;

export function isMailId(value: string): boolean {
  return MAIL_ID.test(value) && !value.startsWith('.');
}

/** The mail identity wrote to the folder (one .eml file each), newest first. */
export async function listMail(folder: string): Promise<MailSummary[]> {
  let names: string[];
  try {
    names = (await readdir(folder)).filter(isMailId);
  } catch {
    return [];
  }
  const dated = await Promise.all(
    names.map(async (name) => ({ name, modified: (await stat(join(folder, name))).mtimeMs })),
  );
  dated.sort((a, b) => b.modified - a.modified || b.name.localeCompare(a.name));
  return Promise.all(
    dated.slice(0, LIST_LIMIT).map(async ({ name, modified }) => {
      const mail = await readMail(folder, name);
      return mail ?? { id: name, receivedAt: new Date(modified), to: '', subject: '(unreadable)' };
    }),
  );
}

/** One mail, parsed; null when there is no such file. */
export async function readMail(folder: string, id: string): Promise<MailMessage | null> {
  if (!isMailId(id)) return null;
  let raw: Buffer;
  try {
    raw = await readFile(join(folder, id));
  } catch {
    return null;
  }
  const parsed = await simpleParser(raw);
  const addresses = (value: typeof parsed.to) =>
    (Array.isArray(value) ? value : value ? [value] : []).map((address) => address.text).join(', ');
  return {
    id,
    receivedAt: parsed.date ?? (await stat(join(folder, id))).mtime,
    to: addresses(parsed.to),
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '(no subject)',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
  };
}
