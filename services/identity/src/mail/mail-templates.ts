import { CODE_TTL_MINUTES } from '../verification/one-time-code';

export interface MailContent {
  subject: string;
  text: string;
}

function greeting(firstName: string): string {
  return firstName ? `Hi ${firstName},` : 'Hi,';
}

export function verificationMail(firstName: string, code: string): MailContent {
  return {
    subject: 'Verify your email for Local Shop Marketplace',
    text: [
      greeting(firstName),
      '',
      'Thanks for joining Local Shop Marketplace. Enter this code to verify your email address:',
      '',
      `    ${code}`,
      '',
      `This code expires in ${CODE_TTL_MINUTES} minutes.`,
      '',
      "If you didn't create an account, you can ignore this email.",
      '',
      'The Local Shop Marketplace team',
    ].join('\n'),
  };
}

export function passwordResetMail(firstName: string, code: string): MailContent {
  return {
    subject: 'Reset your Local Shop Marketplace password',
    text: [
      greeting(firstName),
      '',
      'We received a request to reset your password. Enter this code to choose a new one:',
      '',
      `    ${code}`,
      '',
      `This code expires in ${CODE_TTL_MINUTES} minutes.`,
      '',
      "If you didn't ask for this, you can ignore this email: your password stays the same.",
      '',
      'The Local Shop Marketplace team',
    ].join('\n'),
  };
}

/** Too many wrong codes for the account (verification/code-failure-cap.ts); no code in it, no digits to confuse. */
export function codesBlockedMail(firstName: string, untilText: string): MailContent {
  return {
    subject: 'Too many wrong codes for your Local Shop Marketplace account',
    text: [
      greeting(firstName),
      '',
      'Someone entered too many wrong verification or password reset codes for your account, so we stopped',
      `accepting codes for it until ${untilText}. Your password and your signed-in devices are unchanged.`,
      '',
      'If this was you, ask for a new code after that time. If it was not, you need not do anything:',
      'nobody can use a code for your account until then.',
      '',
      'The Local Shop Marketplace team',
    ].join('\n'),
  };
}

/** The receipt facts a mail lists, as billing's receipt.issued carries them. */
export interface ReceiptMailFacts {
  number: string;
  plan: string;
  issuedAt: string;
  periodStart: string;
  periodEnd: string;
  amount: string;
  currency: string;
  paymentReference: string;
}

/** "26 November 2026" in the configured time zone. */
export function mailDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IE', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    new Date(iso),
  );
}

const WHERE_TO_RENEW = 'You can renew from the Subscription card on your dashboard.';

export function receiptMail(firstName: string, receipt: ReceiptMailFacts, timeZone: string): MailContent {
  return {
    subject: `Your receipt ${receipt.number} for the ${receipt.plan}`,
    text: [
      greeting(firstName),
      '',
      'Thank you for your payment. Here is your receipt:',
      '',
      `    Receipt: ${receipt.number}`,
      `    Date: ${mailDate(receipt.issuedAt, timeZone)}`,
      `    Plan: ${receipt.plan}`,
      `    Period: ${mailDate(receipt.periodStart, timeZone)} to ${mailDate(receipt.periodEnd, timeZone)}`,
      `    Amount paid: ${Number(receipt.amount).toFixed(2)} ${receipt.currency}`,
      `    Payment reference: ${receipt.paymentReference}`,
      '',
      'You can download it as a PDF from the Subscription card on your dashboard.',
      '',
      'The Local Shop Marketplace team',
    ].join('\n'),
  };
}

export type ReminderKind = 'ends_in_30_days' | 'ends_in_7_days' | 'ends_today';

export function subscriptionReminderMail(
  firstName: string,
  kind: ReminderKind,
  endDate: string,
  timeZone: string,
): MailContent {
  const on = mailDate(endDate, timeZone);
  const lead = {
    ends_in_30_days: { subject: 'Your Shop Owner Plan ends in 30 days', line: `Your Shop Owner Plan ends on ${on}.` },
    ends_in_7_days: { subject: 'Your Shop Owner Plan ends in 7 days', line: `Your Shop Owner Plan ends on ${on}.` },
    ends_today: { subject: 'Your Shop Owner Plan ends today', line: `Your Shop Owner Plan ends today, ${on}.` },
  }[kind];
  return {
    subject: lead.subject,
    text: [
      greeting(firstName),
      '',
      lead.line,
      'When it ends, your shops are hidden from the marketplace until you renew; renewing brings them back at once,',
      'without a new approval. A renewal paid before the end date starts when the current year ends.',
      '',
      WHERE_TO_RENEW,
      '',
      'The Local Shop Marketplace team',
    ].join('\n'),
  };
}

/**
 * Chat messages left unread (issue 17): no message text, only who wrote and a link to the conversation; the
 * person can turn these off in their profile.
 */
export function chatUnreadMail(firstName: string, from: string, unreadCount: number, link: string): MailContent {
  const messages = unreadCount === 1 ? 'a message' : `${unreadCount} messages`;
  return {
    subject: `You have unread messages from ${from}`,
    text: [
      greeting(firstName),
      '',
      `${from} sent you ${messages} on Local Shop Marketplace that you have not read yet.`,
      '',
      `Read and reply: ${link}`,
      '',
      'You can turn off these e-mails in your profile.',
      '',
      'The Local Shop Marketplace team',
    ].join('\n'),
  };
}

/** A file name for a mail written to disk: `<timestamp>-<to>.eml`, safe on every file system. */
export function mailFileName(to: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const safeTo = to.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 100);
  return `${stamp}-${safeTo}.eml`;
}
