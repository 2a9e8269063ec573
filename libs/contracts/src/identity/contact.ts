/** Contact rules shared by forms and servers: an email looks like {x@y.z}; a phone has at least 10 digits. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function phoneDigits(value: string): string {
  return value.replace(/[\s\-()]/g, '');
}

export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A phone of at least 10 digits after removing spaces, dashes and brackets (a leading + is allowed). */
export function looksLikePhone(value: string): boolean {
  return /^\+?\d{10,15}$/.test(phoneDigits(value.trim()));
}
