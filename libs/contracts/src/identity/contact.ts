/** Contact rules shared by forms and servers: an email looks like {x@y.z}; a phone has at least 10 digits. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function phoneDigits(value: string): string {
  return value.replace(/[\s\-()]/g, '');
}

/** Longer than any address (RFC 5321 allows 254); also keeps EMAIL_PATTERN's backtracking off huge inputs. */
const MAX_EMAIL_LENGTH = 254;

export function looksLikeEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/** A phone of at least 10 digits after removing spaces, dashes and brackets (a leading + is allowed). */
export function looksLikePhone(value: string): boolean {
  return /^\+?\d{10,15}$/.test(phoneDigits(value.trim()));
}
