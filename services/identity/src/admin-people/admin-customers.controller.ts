import { Body, Controller, Delete, Get, Param, Patch, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly, ClientInfo, CurrentClient, CurrentIdentity, RequestIdentity } from '@app/auth-context';
import {
  AdminCustomerRow,
  AdminCustomersQuery,
  adminCustomersQuerySchema,
  CustomerBanRequest,
  customerBanRequestSchema,
  idParamSchema,
  MessageResponse,
} from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { toAdminCustomerListRow } from './admin-people.mapper';
import { ModerationService } from './moderation.service';
import { PeopleListsService } from './people-lists.service';

/** Admin customer management (/admin/customers). */
@ApiTags('admin: customers')
@Controller('api/admin/customers')
export class AdminCustomersController {
  constructor(
    private readonly lists: PeopleListsService,
    private readonly moderation: ModerationService,
  ) {}

  @AdminOnly()
  @Get()
  list(
    @Query(new ZodValidationPipe(adminCustomersQuerySchema)) query: AdminCustomersQuery,
  ): Promise<AdminCustomerRow[]> {
    return this.lists.customers(query);
  }

  /** Streams every customer as CSV (declared before :id routes; a GET has no :id route anyway). */
  @AdminOnly()
  @Get('export')
  export(
    @Query(new ZodValidationPipe(adminCustomersQuerySchema)) query: AdminCustomersQuery,
    @Res() response: Response,
  ): Promise<void> {
    return this.lists.exportCustomers(query, response);
  }

  @AdminOnly()
  @Patch(':id/ban')
  async ban(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(customerBanRequestSchema)) body: CustomerBanRequest,
    @CurrentIdentity() admin: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<MessageResponse & { customer: AdminCustomerRow }> {
    const user = await this.moderation.setBanned('customers', id, body.banned, body.reason || undefined, admin, client);
    return {
      message: body.banned ? 'Customer has been banned from the platform.' : 'Customer ban has been lifted.',
      customer: toAdminCustomerListRow(user),
    };
  }

  @AdminOnly()
  @Delete(':id')
  remove(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @CurrentIdentity() admin: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<MessageResponse> {
    return this.moderation.delete('customers', id, admin, client);
  }
}
