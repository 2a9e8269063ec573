import { Injectable } from '@nestjs/common';
import { RequestIdentity } from '@app/auth-context';
import { CustomerAuthResponse, UserResponse } from '@app/contracts';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { toCustomerResponse, toUserResponse } from '../users/user.mapper';
import { UsersService } from '../users/users.service';

/** Who is signed in, as each screen asks it. */
@Injectable()
export class CurrentPersonService {
  constructor(private readonly users: UsersService) {}

  /** GET /api/auth/user and GET /api/shop-owner/profile. */
  async user(identity: RequestIdentity): Promise<UserResponse> {
    const user = identity.userId === null ? null : await this.users.findById(identity.userId);
    if (!user) throw new IdentityException(IdentityErrorCode.SessionRequired);
    return toUserResponse(user);
  }

  /** GET /api/customer/auth: signed in as a customer, or not. */
  async customer(identity: RequestIdentity): Promise<CustomerAuthResponse> {
    const user = identity.userId === null ? null : await this.users.findById(identity.userId);
    if (!user || user.role !== 'customer') return { authenticated: false, customer: null };
    return { authenticated: true, customer: toCustomerResponse(user) };
  }
}
