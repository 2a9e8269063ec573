/** Whether the runtime knows `value` as an IANA time zone (Europe/Dublin, Africa/Lagos). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IE', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
