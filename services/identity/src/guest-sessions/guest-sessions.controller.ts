import { Body, Controller, Get, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ClientInfo, CurrentClient, CurrentIdentity, Public, RequestIdentity } from '@app/auth-context';
import { GUEST_COOKIE, GuestSessionRequest, GuestSessionResponse, guestSessionRequestSchema } from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { CookieWriter } from '../http/cookie-writer';
import { GuestSessionsService } from './guest-sessions.service';

@ApiTags('guest sessions')
@Controller('api/guest-session')
export class GuestSessionsController {
  constructor(
    private readonly guests: GuestSessionsService,
    private readonly cookies: CookieWriter,
  ) {}

  @Public()
  @Get()
  current(
    @CurrentClient() client: ClientInfo,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<GuestSessionResponse> {
    return this.guests.current(client.cookies[GUEST_COOKIE], identity.guestSessionId);
  }

  @Public()
  @Post()
  async create(
    @Body(new ZodValidationPipe(guestSessionRequestSchema)) body: GuestSessionRequest,
    @CurrentClient() client: ClientInfo,
    @Res({ passthrough: true }) response: Response,
  ): Promise<GuestSessionResponse> {
    return this.cookies.send(response, await this.guests.create(body, client.cookies[GUEST_COOKIE]));
  }
}
