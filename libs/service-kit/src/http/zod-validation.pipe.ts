import { Injectable, PipeTransform } from '@nestjs/common';
import { ZodTypeAny, z } from 'zod';

/**
 * Parses a body, query or param with a shared zod schema from @app/contracts; a failure becomes a 400 whose
 * message is the schema's own message, the same one the web form shows.
 */
@Injectable()
export class ZodValidationPipe<S extends ZodTypeAny> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    return this.schema.parse(value ?? {});
  }
}
