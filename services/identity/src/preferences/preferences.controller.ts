import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, RequestIdentity, SignedIn } from '@app/auth-context';
import { Preferences, preferencesSchema } from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { PreferencesService } from './preferences.service';

/** The signed-in person's notification choices (the profile's "E-mail me about unread messages"). */
@ApiTags('auth')
@Controller('api/auth/preferences')
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @SignedIn()
  @Get()
  get(@CurrentIdentity() identity: RequestIdentity): Promise<Preferences> {
    return this.preferences.get(identity);
  }

  @SignedIn()
  @Put()
  update(
    @Body(new ZodValidationPipe(preferencesSchema)) body: Preferences,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<Preferences> {
    return this.preferences.update(identity, body);
  }
}
