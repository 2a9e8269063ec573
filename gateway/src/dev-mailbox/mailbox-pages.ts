import { MailMessage, MailSummary } from './mailbox-folder';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#18181b}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.5rem;border-bottom:1px solid #e4e4e7}
pre{white-space:pre-wrap;background:#f4f4f5;padding:1rem;border-radius:.5rem}a{color:#2563eb}small{color:#71717a}`;

/** No script at all; the page's own inline style only; never framed. */
export const MAILBOX_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; frame-ancestors 'self'; form-action 'none'";
/** A mail's own HTML, shown in a sandbox: no script, no request anywhere. */
export const MAIL_HTML_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'self'";

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<meta name="robots" content="noindex"><style>${STYLE}</style></head><body>${body}</body></html>`
  );
}

export function mailboxPage(mails: MailSummary[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td><a href="/dev/mail/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject)}</a></td>` +
        `<td>${escapeHtml(mail.to)}</td><td><small>${escapeHtml(mail.receivedAt.toISOString())}</small></td></tr>`,
    )
    .join('');
  const list = mails.length
    ? `<table><thead><tr><th>Subject</th><th>To</th><th>Sent</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet. Codes and notices the marketplace sends appear here, newest first.</p>';
  return page(
    'Development mailbox',
    `<h1>Development mailbox</h1><p><small>Mail and SMS the marketplace sent while no mail server or SMS API is ` +
      `configured. Development only: this page does not exist in production.</small></p>${list}`,
  );
}

export function mailPage(mail: MailMessage): string {
  const html = mail.html
    ? `<h2>HTML</h2><iframe title="HTML version" src="/dev/mail/${encodeURIComponent(mail.id)}/html" ` +
      `sandbox width="100%" height="400"></iframe>`
    : '';
  return page(
    mail.subject,
    `<p><a href="/dev/mail">&larr; All mail</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
      `<p><small>From ${escapeHtml(mail.from)} to ${escapeHtml(mail.to)}, ` +
      `${escapeHtml(mail.receivedAt.toISOString())}</small></p><h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>${html}`,
  );
}
