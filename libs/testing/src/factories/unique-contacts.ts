import { randomBytes } from 'node:crypto';

/** An e-mail address no other test (or run) uses: `<label>-<random>@example.ie`. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.ie`;
}

/** An Irish mobile number, 08 and eight random digits. */
export function uniquePhone(): string {
  return `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
