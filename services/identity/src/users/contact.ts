import { looksLikeEmail, phoneDigits } from '@app/contracts';

export type Contact = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/** E-mails are kept and compared lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Phones are kept and compared as digits, with the leading + when given: '(087) 123-4567' is '0871234567'. */
export function normalizePhone(value: string): string {
  return phoneDigits(value.trim());
}

/** The customer screen's contact: an e-mail if it looks like one, else a phone (spec 5, customer registration). */
export function detectContact(value: string): Contact {
  return looksLikeEmail(value)
    ? { kind: 'email', email: normalizeEmail(value) }
    : { kind: 'phone', phone: normalizePhone(value) };
}

/** The shop-owner screen's emailOrPhone: a value containing @ is an e-mail, anything else a phone (spec 5). */
export function detectOwnerContact(value: string): Contact {
  return value.includes('@')
    ? { kind: 'email', email: normalizeEmail(value) }
    : { kind: 'phone', phone: normalizePhone(value) };
}

/** The text a failed sign-in is recorded under (events, logs). */
export function contactText(contact: Contact): string {
  return contact.kind === 'email' ? contact.email : contact.phone;
}
