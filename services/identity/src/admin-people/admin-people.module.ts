import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GuestSessionsModule } from '../guest-sessions/guest-sessions.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AdminCustomersController } from './admin-customers.controller';
import { AdminShopOwnersController } from './admin-shop-owners.controller';
import { AdminUsersController } from './admin-users.controller';
import { ModerationService } from './moderation.service';
import { OwnerShopStat } from './owner-shop-stat.entity';
import { PeopleListsService } from './people-lists.service';

@Module({
  imports: [TypeOrmModule.forFeature([OwnerShopStat]), UsersModule, SessionsModule, GuestSessionsModule],
  controllers: [AdminUsersController, AdminShopOwnersController, AdminCustomersController],
  providers: [PeopleListsService, ModerationService],
})
export class AdminPeopleModule {}
