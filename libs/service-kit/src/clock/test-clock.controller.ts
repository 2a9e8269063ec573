import { Body, Controller, Put } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InternalOnly } from '@app/auth-context';
import { TestClockInput, testClockSchema, TestClockResponse } from '@app/contracts';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { Clock } from './clock';

/**
 * Lets a system test set a service's clock across processes. Registered only outside production (ServiceCoreModule),
 * called on the service's own port with the internal signature; the gateway routes no /internal path.
 */
@ApiExcludeController()
@Controller('internal/test-clock')
export class TestClockController {
  constructor(private readonly clock: Clock) {}

  @InternalOnly()
  @Put()
  set(@Body(new ZodValidationPipe(testClockSchema)) body: TestClockInput): TestClockResponse {
    return {
      now: this.clock.set(body.now === null ? null : new Date(body.now), { frozen: body.frozen }).toISOString(),
    };
  }
}
