import type { z } from 'zod';

/**
 * Reads a response item by its contract. An item that does not fit is kept as it came (and the mismatch is logged),
 * so one unexpected field never blanks a whole screen.
 */
export function parseLenient<S extends z.ZodTypeAny>(schema: S, data: unknown, what: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data as z.output<S>;
  console.warn(`Unexpected ${what}`, result.error.issues);
  return data;
}

export function parseLenientList<S extends z.ZodTypeAny>(schema: S, data: unknown, what: string): Array<z.output<S>> {
  return (Array.isArray(data) ? data : []).map((item) => parseLenient(schema, item, what));
}
