/**
 * Wall-clock parts of an instant in a time zone, cheaply. Building an Intl.DateTimeFormat costs about a tenth of a
 * millisecond and formatToParts tens of microseconds, and a shop page (its open-now status) and every counted view
 * (its visit day) ask on each request. Formats are kept per locale and options; their parts are kept for the last
 * minute asked, since formats without seconds change only from one minute to the next (time zone offsets change on
 * whole minutes).
 */
interface MinuteFormat {
  format: Intl.DateTimeFormat;
  minute: number;
  parts: Readonly<Record<string, string>>;
}

const formats = new Map<string, MinuteFormat>();

/** `options` must not show seconds or smaller units. */
export function partsAtMinute(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  instant: Date,
): Readonly<Record<string, string>> {
  const key = `${locale}|${JSON.stringify(options)}`;
  let entry = formats.get(key);
  if (!entry) {
    entry = { format: new Intl.DateTimeFormat(locale, options), minute: Number.NaN, parts: {} };
    formats.set(key, entry);
  }
  const minute = Math.floor(instant.getTime() / 60_000);
  if (entry.minute !== minute) {
    const parts: Record<string, string> = {};
    for (const part of entry.format.formatToParts(instant)) parts[part.type] = part.value;
    entry.minute = minute;
    entry.parts = Object.freeze(parts);
  }
  return entry.parts;
}
