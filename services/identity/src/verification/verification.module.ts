import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordResetToken, VerificationCode } from './one-time-code.entity';
import { OneTimeCodesService } from './one-time-codes.service';

@Module({
  imports: [TypeOrmModule.forFeature([VerificationCode, PasswordResetToken])],
  providers: [OneTimeCodesService],
  exports: [OneTimeCodesService],
})
export class VerificationModule {}
