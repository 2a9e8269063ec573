import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InternalOnly } from '@app/auth-context';
import { ResolvedSession, ResolveSessionRequest, resolveSessionRequestSchema } from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { GuestSessionsService } from '../guest-sessions/guest-sessions.service';
import { SessionsService } from './sessions.service';

/** The gateway's question "who holds these cookies", signed with the internal secret. */
@ApiExcludeController()
@Controller('internal/sessions')
export class InternalSessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly guests: GuestSessionsService,
  ) {}

  @InternalOnly()
  @Post('resolve')
  @HttpCode(HttpStatus.OK)
  async resolve(
    @Body(new ZodValidationPipe(resolveSessionRequestSchema)) body: ResolveSessionRequest,
  ): Promise<ResolvedSession> {
    const [person, guest] = await Promise.all([
      this.sessions.resolve(body.sessionToken),
      this.guests.resolve(body.guestToken),
    ]);
    return { person, guest };
  }
}
