import { DynamicModule, Module } from '@nestjs/common';
import { serviceInfrastructure } from '@app/service-kit';
import { AdminPeopleModule } from './admin-people/admin-people.module';
import { ownerShopStatsHandlers } from './admin-people/handlers';
import { billingMailHandlers } from './mail/handlers';
import { OwnerShopStat } from './admin-people/owner-shop-stat.entity';
import { AuthModule } from './auth/auth.module';
import { BootstrapAdminModule } from './bootstrap-admin/bootstrap-admin.module';
import { DemoAccountsModule } from './demo-data/demo-accounts.module';
import { GuestSession } from './guest-sessions/guest-session.entity';
import { GuestSessionsModule } from './guest-sessions/guest-sessions.module';
import { IdentityConfig } from './identity.config';
import { CreatedUsers1763700000200 } from './migrations/1763700000200-CreatedUsers';
import { CreatedSessions1763700000300 } from './migrations/1763700000300-CreatedSessions';
import { CreatedOneTimeCodes1763700000400 } from './migrations/1763700000400-CreatedOneTimeCodes';
import { CreatedGuestSessions1763700000500 } from './migrations/1763700000500-CreatedGuestSessions';
import { CreatedOwnerShopStats1763700000600 } from './migrations/1763700000600-CreatedOwnerShopStats';
import { CreatedLoginThrottles1763700000700 } from './migrations/1763700000700-CreatedLoginThrottles';
import { AddedProjectionVersions1763700010000 } from './migrations/1763700010000-AddedProjectionVersions';
import { CreatedCodeFailureCaps1764000000100 } from './migrations/1764000000100-CreatedCodeFailureCaps';
import { AddedChatEmailOptOut1765030500000 } from './migrations/1765030500000-AddedChatEmailOptOut';
import { OnChatUnreadReminderRequestedHandler } from './mail/handlers/on-chat-unread-reminder-requested.handler';
import { PreferencesModule } from './preferences/preferences.module';
import { Session } from './sessions/session.entity';
import { SessionsModule } from './sessions/sessions.module';
import { User } from './users/user.entity';
import { PasswordResetToken, VerificationCode } from './verification/one-time-code.entity';

/** The identity service: people, sessions, codes, guest sessions and the admin management of people. */
@Module({})
export class IdentityModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: IdentityModule,
      imports: [
        ...serviceInfrastructure({
          service: 'identity',
          schema: 'identity',
          config,
          entities: [User, Session, VerificationCode, PasswordResetToken, GuestSession, OwnerShopStat],
          migrations: [
            CreatedUsers1763700000200,
            CreatedSessions1763700000300,
            CreatedOneTimeCodes1763700000400,
            CreatedGuestSessions1763700000500,
            CreatedOwnerShopStats1763700000600,
            CreatedLoginThrottles1763700000700,
            AddedProjectionVersions1763700010000,
            CreatedCodeFailureCaps1764000000100,
            AddedChatEmailOptOut1765030500000,
          ],
          handlers: [...ownerShopStatsHandlers, ...billingMailHandlers, OnChatUnreadReminderRequestedHandler],
        }),
        AuthModule,
        SessionsModule,
        GuestSessionsModule,
        AdminPeopleModule,
        BootstrapAdminModule,
        DemoAccountsModule,
        PreferencesModule,
      ],
    };
  }
}
