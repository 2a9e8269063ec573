import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, ClientInfo, CurrentClient, CurrentIdentity, RequestIdentity } from '@app/auth-context';
import {
  AdminShopOwnersQuery,
  adminShopOwnersQuerySchema,
  AdminShopOwnersResponse,
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

type OwnerActionResponse = MessageResponse & { user: AdminUsersResponse['users'][number] };

/** The enhanced admin panel's Shop Owners tab. */
@ApiTags('admin: shop owners')
@Controller('api/admin/shop-owners')
export class AdminShopOwnersController {
  constructor(
    private readonly lists: PeopleListsService,
    private readonly moderation: ModerationService,
  ) {}

  @AdminOnly()
  @Get()
  list(
    @Query(new ZodValidationPipe(adminShopOwnersQuerySchema)) query: AdminShopOwnersQuery,
  ): Promise<AdminShopOwnersResponse> {
    return this.lists.shopOwners(query);
  }

  @AdminOnly()
  @Put(':id/suspend')
  async suspend(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(suspendRequestSchema)) body: SuspendRequest,
    @CurrentIdentity() admin: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<OwnerActionResponse> {
    const user = await this.moderation.setBanned('shop-owners', id, true, body.reason || undefined, admin, client);
    return { message: 'Shop owner suspended successfully', user: toAdminUserRow(user) };
  }

  @AdminOnly()
  @Put(':id/unsuspend')
  async unsuspend(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @CurrentIdentity() admin: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<OwnerActionResponse> {
    const user = await this.moderation.setBanned('shop-owners', id, false, undefined, admin, client);
    return { message: 'Shop owner unsuspended successfully', user: toAdminUserRow(user) };
  }

  @AdminOnly()
  @Delete(':id')
  remove(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @CurrentIdentity() admin: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<MessageResponse> {
    return this.moderation.delete('shop-owners', id, admin, client);
  }
}
