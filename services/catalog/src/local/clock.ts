import { Injectable } from '@nestjs/common';

/**
 * The time "now" for opening hours. Production reads the system clock and nothing can change it; tests replace
 * `now` on the instance they get from the app (jest.spyOn) to check opening hours at a fixed instant.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
