import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { BootstrapAdminService } from './bootstrap-admin.service';

@Module({ imports: [UsersModule, SessionsModule], providers: [BootstrapAdminService] })
export class BootstrapAdminModule {}
