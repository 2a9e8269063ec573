import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AccountCodesService } from './account-codes.service';
import { CodeFailureCapsService } from './code-failure-caps.service';
import { PasswordResetToken, VerificationCode } from './one-time-code.entity';
import { OneTimeCodesService } from './one-time-codes.service';

@Module({
  imports: [TypeOrmModule.forFeature([VerificationCode, PasswordResetToken]), UsersModule, MailModule],
  providers: [OneTimeCodesService, CodeFailureCapsService, AccountCodesService],
  exports: [OneTimeCodesService, AccountCodesService],
})
export class VerificationModule {}
