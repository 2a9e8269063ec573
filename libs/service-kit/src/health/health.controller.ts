import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@app/auth-context';
import { READINESS_CHECKS, ReadinessCheck } from './readiness-check';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout(check: ReadinessCheck): Promise<string> {
  return Promise.race([
    check.check(),
    new Promise<string>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[]) {}

  @Public()
  @Get('health')
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  async ready(@Res() response: Response): Promise<void> {
    const results = await Promise.all(
      this.checks.map(async (check) => {
        try {
          return [check.name, await withTimeout(check)] as const;
        } catch (error) {
          return [check.name, `down: ${(error as Error).message}`] as const;
        }
      }),
    );
    const details = Object.fromEntries(results);
    const ready = results.every(([, status]) => !status.startsWith('down'));
    response
      .status(ready ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .json({ status: ready ? 'ready' : 'not ready', checks: details });
  }
}
