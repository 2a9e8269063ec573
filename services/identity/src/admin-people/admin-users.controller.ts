import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, ClientInfo, CurrentClient, CurrentIdentity, RequestIdentity } from '@app/auth-context';
import {
  AdminUsersQuery,
  adminUsersQuerySchema,
  AdminUsersResponse,
  idParamSchema,
  MessageResponse,
  SuspendRequest,
  suspendRequestSchema,
} from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { toAdminUserRow } from './admin-people.mapper';
import { ModerationService } from './moderation.service';
import { PeopleListsService } from './people-lists.service';

type UserActionResponse = MessageResponse & { user: AdminUsersResponse['users'][number] };

/** The enhanced admin panel's Users tab. */
@ApiTags('admin: users')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(
    private readonly lists: PeopleListsService,
    private readonly moderation: ModerationService,
  ) {}

  @AdminOnly()
  @Get()
  list(@Query(new ZodValidationPipe(adminUsersQuerySchema)) query: AdminUsersQuery): Promise<AdminUsersResponse> {
    return this.lists.users(query);
  }

  @AdminOnly()
  @Put(':id/suspend')
  async suspend(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(suspendRequestSchema)) body: SuspendRequest,
    @CurrentIdentity() admin: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<UserActionResponse> {
    const user = await this.moderation.setBanned('users', id, true, body.reason || undefined, admin, client);
    return { message: 'User suspended successfully', user: toAdminUserRow(user) };
  }

  @AdminOnly()
  @Put(':id/unsuspend')
  async unsuspend(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @CurrentIdentity() admin: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<UserActionResponse> {
    const user = await this.moderation.setBanned('users', id, false, undefined, admin, client);
    return { message: 'User unsuspended successfully', user: toAdminUserRow(user) };
  }

  @AdminOnly()
  @Delete(':id')
  remove(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @CurrentIdentity() admin: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<MessageResponse> {
    return this.moderation.delete('users', id, admin, client);
  }
}
