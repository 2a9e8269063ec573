import { Controller, Get, HttpStatus, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requestIdOf } from '../logging/request-id';
import { ReadinessService } from './readiness.service';

@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** Liveness of the gateway process itself. */
  @Get('health')
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** 200 when every service answers its /health, 503 naming those that do not. */
  @Get('ready')
  async ready(@Req() request: Request, @Res() response: Response): Promise<void> {
    const services = await this.readiness.check();
    const down = Object.entries(services)
      .filter(([, status]) => status === 'down')
      .map(([service]) => service);
    response.setHeader('cache-control', 'no-store');
    if (down.length === 0) {
      response.status(HttpStatus.OK).json({ status: 'ok', services });
      return;
    }
    response.status(HttpStatus.SERVICE_UNAVAILABLE).json({
      message: `Services unavailable: ${down.join(', ')}`,
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      requestId: requestIdOf(request),
      down,
      services,
    });
  }
}
