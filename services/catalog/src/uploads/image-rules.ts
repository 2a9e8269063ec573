/** The image types accepted, decided by content (magic bytes and the decoder), never by name or declared type. */
export type AcceptedImageType = 'jpeg' | 'png' | 'gif' | 'webp';

const ACCEPTED: ReadonlySet<string> = new Set<AcceptedImageType>(['jpeg', 'png', 'gif', 'webp']);

function startsWith(buffer: Buffer, bytes: number[], offset = 0): boolean {
  return buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The image type a file's first bytes announce, or null. Anything else (SVG, HTML, scripts, PDFs, HEIC...) is
 * refused before any decoder sees it, so no SVG ever reaches librsvg.
 */
export function sniffImageType(buffer: Buffer): AcceptedImageType | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'gif';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The decoder must agree with the magic bytes: a PNG header on something sharp reads as another format is refused. */
export function isAcceptedDecoding(sniffed: AcceptedImageType, decodedFormat: string | undefined): boolean {
  return decodedFormat !== undefined && ACCEPTED.has(decodedFormat) && decodedFormat === sniffed;
}

/** Longest side of a stored image: larger images are scaled down to fit, smaller ones are never enlarged. */
export const MAX_IMAGE_SIDE = 1600;
