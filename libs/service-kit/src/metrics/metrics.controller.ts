import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@app/auth-context';
import { ServiceMetrics } from './service-metrics';

/**
 * GET /metrics on the service's own port, for Prometheus (issue 19). Public on the service's port, which only the
 * internal network reaches: the gateway's route table has no /metrics, so the public port answers 404.
 */
@ApiTags('health')
@Controller()
export class MetricsController {
  constructor(private readonly metrics: ServiceMetrics) {}

  @Public()
  @Get('metrics')
  async metricsText(@Res() response: Response): Promise<void> {
    response.setHeader('content-type', this.metrics.registry.contentType);
    response.setHeader('cache-control', 'no-store');
    response.send(await this.metrics.registry.metrics());
  }
}
