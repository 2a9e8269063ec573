import { randomBytes } from 'node:crypto';
import { RawJsonNumber } from './hostile-numbers';

const marker = `raw-number-${randomBytes(6).toString('hex')}`;
const placeholder = new RegExp(`"${marker}:([^"]*)"`, 'g');

/** JSON.stringify, except that RawJsonNumber values are written as bare number tokens (1e999, 30-digit integers). */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJsonNumber ? `${marker}:${item.text}` : item,
  );
  return (text ?? 'null').replace(placeholder, (_match, number: string) => number);
}
