import { randomBytes } from 'node:crypto';

/** A fresh 128-bit random token for a session or guest cookie (base64url, 22 characters). */
export function newSessionToken(): string {
  return randomBytes(16).toString('base64url');
}
