import { Body, Controller, Delete, Get, Param, Patch, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, ClientInfo, CurrentClient, CurrentIdentity, RequestIdentity } from '@app/auth-context';
import {
  AdminShopsQuery,
  adminShopsQuerySchema,
  AdminShopsResponse,
  idParamSchema,
  MessageResponse,
  RejectShopRequest,
  rejectShopSchema,
} from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { AdminShopResponseRow } from './admin-shop.row';
import { ModerationResponse, ModerationService } from './moderation.service';

/** Shop moderation of both admin panels: the simple one uses PATCH, the enhanced one PUT (spec 001 section 7). */
@ApiTags('admin: shops')
@Controller('api/admin')
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @AdminOnly()
  @Get('pending-shops')
  pending(): Promise<AdminShopResponseRow[]> {
    return this.moderation.pending();
  }

  @AdminOnly()
  @Get('all-shops')
  all(@Query(new ZodValidationPipe(adminShopsQuerySchema)) query: AdminShopsQuery): Promise<AdminShopsResponse> {
    return this.moderation.all(query);
  }

  @AdminOnly()
  @Patch('shops/:id/approve')
  approve(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @CurrentIdentity() admin: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<ModerationResponse> {
    return this.moderation.approve(id, admin, client);
  }

  @AdminOnly()
  @Put('shops/:id/approve')
  approveByPut(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @CurrentIdentity() admin: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<ModerationResponse> {
    return this.moderation.approve(id, admin, client);
  }

  @AdminOnly()
  @Patch('shops/:id/reject')
  reject(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(rejectShopSchema)) body: RejectShopRequest,
    @CurrentIdentity() admin: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<ModerationResponse> {
    return this.moderation.reject(id, body.reason, admin, client);
  }

  @AdminOnly()
  @Put('shops/:id/reject')
  rejectByPut(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(rejectShopSchema)) body: RejectShopRequest,
    @CurrentIdentity() admin: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<ModerationResponse> {
    return this.moderation.reject(id, body.reason, admin, client);
  }

  @AdminOnly()
  @Delete('shops/:id')
  remove(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @CurrentIdentity() admin: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<MessageResponse> {
    return this.moderation.remove(id, admin, client);
  }
}
