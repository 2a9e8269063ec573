import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@app/auth-context';
import { READINESS_CHECKS, ReadinessCheck } from './readiness-check';
import { RecentResult } from './recent-result';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout(check: ReadinessCheck): Promise<string> {
  return Promise.race([
    check.check(),
    new Promise<string>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

type CheckResults = ReadonlyArray<readonly [string, string]>;

@ApiTags('health')
@Controller()
export class HealthController {
  /** The checks run at most once a second, however many probes ask. */
  private readonly results: RecentResult<CheckResults>;

  constructor(@Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[]) {
    this.results = new RecentResult(() => this.runChecks());
  }

  @Public()
  @Get('health')
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  async ready(@Res() response: Response): Promise<void> {
    const results = await this.results.get();
    const details = Object.fromEntries(results);
    const ready = results.every(([, status]) => !status.startsWith('down'));
    response
      .status(ready ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .json({ status: ready ? 'ready' : 'not ready', checks: details });
  }

  private runChecks(): Promise<CheckResults> {
    return Promise.all(
      this.checks.map(async (check) => {
        try {
          return [check.name, await withTimeout(check)] as const;
        } catch (error) {
          return [check.name, `down: ${(error as Error).message}`] as const;
        }
      }),
    );
  }
}
