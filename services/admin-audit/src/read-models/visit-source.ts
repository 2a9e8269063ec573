/** The source of a visit: the referrer's host without "www.", or 'Direct' without a usable referrer. */
export function visitSource(referrer: string | null | undefined): string {
  if (!referrer || !referrer.trim()) return 'Direct';
  try {
    const host = new URL(referrer.trim()).hostname.toLowerCase().replace(/^www\./, '');
    return host ? host.slice(0, 255) : 'Direct';
  } catch {
    return 'Direct';
  }
}
