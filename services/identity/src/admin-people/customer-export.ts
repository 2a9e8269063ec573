import { CUSTOMER_EXPORT_COLUMNS } from '@app/contracts';

export type CustomerExportColumn = (typeof CUSTOMER_EXPORT_COLUMNS)[number];
export type CustomerExportRecord = Record<CustomerExportColumn, string | number>;

export interface ExportableCustomer {
  id: number;
  email: string | null;
  phone: string | null;
  city: string | null;
  contactMethod: 'email' | 'phone';
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  banned: boolean;
  createdAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps a spreadsheet from running a cell as a formula (CSV injection): text starting with = + - @ or a control
 * character gets a leading apostrophe. A plain phone number such as +353871234567 is left as it is.
 */
export function neutralizeFormula(value: string): string {
  if (/^\+?\d+$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function text(value: string | null): string {
  return value === null ? '' : neutralizeFormula(value);
}

function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/** One CSV record of the customer export, keyed by the spec's columns. */
export function toCustomerExportRecord(customer: ExportableCustomer, now: Date): CustomerExportRecord {
  return {
    ID: customer.id,
    Email: text(customer.email),
    Phone: text(customer.phone),
    City: text(customer.city),
    'Contact Method': customer.contactMethod,
    'Email Verified': yesNo(customer.isEmailVerified),
    'Phone Verified': yesNo(customer.isPhoneVerified),
    Banned: yesNo(customer.banned),
    'Joined Date': customer.createdAt.toISOString(),
    'Account Age (days)': Math.max(0, Math.floor((now.getTime() - customer.createdAt.getTime()) / DAY_MS)),
  };
}

/** customers-YYYY-MM-DDTHH-mm-ss.csv (UTC). */
export function customerExportFileName(now: Date): string {
  return `customers-${now.toISOString().slice(0, 19).replace(/:/g, '-')}.csv`;
}
