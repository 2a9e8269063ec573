import { Module } from '@nestjs/common';
import { CookieWriter } from '../http/cookie-writer';
import { MailModule } from '../mail/mail.module';
import { SessionsModule } from '../sessions/sessions.module';
import { SmsModule } from '../sms/sms.module';
import { UsersModule } from '../users/users.module';
import { VerificationModule } from '../verification/verification.module';
import { AuthController } from './auth.controller';
import { CurrentPersonService } from './current-person.service';
import { CustomerAuthController } from './customer-auth.controller';
import { EmailCodesService } from './email-codes.service';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';
import { ShopOwnerAuthController } from './shop-owner-auth.controller';
import { SignInService } from './sign-in.service';

@Module({
  imports: [UsersModule, SessionsModule, VerificationModule, MailModule, SmsModule],
  controllers: [AuthController, CustomerAuthController, ShopOwnerAuthController],
  providers: [
    CurrentPersonService,
    SignInService,
    RegistrationService,
    EmailCodesService,
    PasswordResetService,
    LoginThrottleService,
    CookieWriter,
  ],
})
export class AuthModule {}
