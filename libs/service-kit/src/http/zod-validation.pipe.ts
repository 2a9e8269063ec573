import { Injectable, PipeTransform } from '@nestjs/common';
import { ZodError, ZodTypeAny, z } from 'zod';

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';
export const INVALID_UNICODE_MESSAGE = 'Text must be valid Unicode';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface UnstorableText {
  path: (string | number)[];
  message: string;
}

/**
 * The first string of a parsed value that PostgreSQL cannot take: U+0000 (refused in text) or a lone surrogate
 * (refused in jsonb, such as the outbox payloads that carry it). JSON bodies can carry both as \u escapes.
 */
export function findUnstorableText(value: unknown, path: (string | number)[] = []): UnstorableText | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path, message: NUL_CHARACTER_MESSAGE };
    return LONE_SURROGATE.test(value) ? { path, message: INVALID_UNICODE_MESSAGE } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  const entries: [string | number, unknown][] = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
  for (const [key, item] of entries) {
    const found = findUnstorableText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Parses a body, query or param with a shared zod schema from @app/contracts; a failure becomes a 400 whose
 * message is the schema's own message, the same one the web form shows. Text PostgreSQL cannot store (NUL, lone
 * surrogates) is refused the same way instead of failing the query with a 500.
 */
@Injectable()
export class ZodValidationPipe<S extends ZodTypeAny> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const parsed: z.infer<S> = this.parse(value ?? {});
    const unstorable = findUnstorableText(parsed);
    if (unstorable) throw new ZodError([{ code: 'custom', ...unstorable }]);
    return parsed;
  }

  private parse(value: unknown): z.infer<S> {
    try {
      return this.schema.parse(value);
    } catch (error) {
      // z.coerce calls Number()/String() on the raw value; a JSON object whose valueOf and toString are not
      // functions ({"valueOf": 1, "toString": 1}) makes that throw a TypeError instead of a ZodError.
      if (error instanceof TypeError) throw new ZodError([{ code: 'custom', path: [], message: 'Invalid input' }]);
      throw error;
    }
  }
}
