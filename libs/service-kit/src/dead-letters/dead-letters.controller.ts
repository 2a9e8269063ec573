import { Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DeadLetterResponse,
  DeadLettersQuery,
  DeadLettersResponse,
  deadLetterIdSchema,
  deadLettersQuerySchema,
} from '@app/contracts';
import { AdminOnly, CurrentIdentity, RequestIdentity } from '@app/auth-context';
import { DeadLetterStore } from '@app/messaging';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { toDeadLetterResponse } from './dead-letter.mapper';
import { DeadLetterErrorCode, DeadLetterException, toDeadLetterException } from './dead-letters.exception';

export const DEAD_LETTERS_SERVICE = Symbol('DEAD_LETTERS_SERVICE');

/**
 * The events this service could not handle, for an admin: list them (newest first) and replay one to this
 * service's own consumer. Public path `/api/admin/dead-letters/<service>` (the gateway routes on the service
 * segment); `/admin/dead-letters` stays for calls on the service's own port.
 */
@ApiTags('operations')
@Controller(['admin/dead-letters', 'api/admin/dead-letters/:service'])
export class DeadLettersController {
  constructor(
    private readonly deadLetters: DeadLetterStore,
    @Inject(DEAD_LETTERS_SERVICE) private readonly service: string,
  ) {}

  @AdminOnly()
  @Get()
  async list(
    @Param('service') service: string | undefined,
    @Query(new ZodValidationPipe(deadLettersQuerySchema)) query: DeadLettersQuery,
  ): Promise<DeadLettersResponse> {
    this.requireOwnService(service);
    return (await this.deadLetters.list(query.status)).map(toDeadLetterResponse);
  }

  @AdminOnly()
  @Post(':id/replay')
  @HttpCode(HttpStatus.OK)
  async replay(
    @Param('service') service: string | undefined,
    @Param('id', new ZodValidationPipe(deadLetterIdSchema)) id: string,
    @CurrentIdentity() admin: RequestIdentity,
  ): Promise<DeadLetterResponse> {
    this.requireOwnService(service);
    try {
      return toDeadLetterResponse(await this.deadLetters.replay(id, admin.userId));
    } catch (error) {
      throw toDeadLetterException(error);
    }
  }

  /** A direct call naming another service's dead letters (the gateway never sends one here). */
  private requireOwnService(service: string | undefined): void {
    if (service !== undefined && service !== this.service)
      throw new DeadLetterException(DeadLetterErrorCode.OtherService);
  }
}
