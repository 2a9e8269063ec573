import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { DemoAccountsSeeder } from './demo-accounts.seeder';

@Module({ imports: [UsersModule], providers: [DemoAccountsSeeder] })
export class DemoAccountsModule {}
