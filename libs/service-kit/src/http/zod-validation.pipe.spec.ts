import { z, ZodError } from 'zod';
import { INVALID_UNICODE_MESSAGE, NUL_CHARACTER_MESSAGE, ZodValidationPipe } from './zod-validation.pipe';

describe(ZodValidationPipe.name, () => {
  const pipe = new ZodValidationPipe(z.object({ name: z.string(), tags: z.array(z.string()).optional() }));

  it('answers the parsed value', () => {
    expect(pipe.transform({ name: 'Fuzz Hardware', extra: 1 })).toEqual({ name: 'Fuzz Hardware' });
  });

  it('refuses text holding a NUL character with its path, which PostgreSQL cannot store', () => {
    for (const input of [{ name: 'a\u0000b' }, { name: 'ok', tags: ['fine', '\u0000'] }]) {
      let error: unknown;
      try {
        pipe.transform(input);
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(ZodError);
      expect((error as ZodError).issues[0].message).toBe(NUL_CHARACTER_MESSAGE);
    }
    expect(() => pipe.transform({ name: 'ok', dropped: '\u0000' })).not.toThrow();
  });

  it('refuses lone surrogates, which PostgreSQL refuses in jsonb, and keeps whole emoji', () => {
    expect(() => pipe.transform({ name: 'a\uD83D' })).toThrow(INVALID_UNICODE_MESSAGE);
    expect(() => pipe.transform({ name: '\uDE00b' })).toThrow(INVALID_UNICODE_MESSAGE);
    expect(pipe.transform({ name: '😀 shop' })).toEqual({ name: '😀 shop' });
  });
  it('refuses an object that cannot be coerced to a number with a ZodError, not a TypeError', () => {
    const ratingPipe = new ZodValidationPipe(z.object({ rating: z.coerce.number() }));
    const hostile = JSON.parse('{"rating": {"valueOf": 1, "toString": 1}}') as unknown;
    expect(() => ratingPipe.transform(hostile)).toThrow(ZodError);
  });
});
