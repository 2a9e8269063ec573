import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { RequestIdentity } from '@app/auth-context';
import { Preferences } from '@app/contracts';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { User } from '../users/user.entity';

@Injectable()
export class PreferencesService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async get(identity: RequestIdentity): Promise<Preferences> {
    const user = await this.users.findOne({
      where: { id: identity.userId! },
      select: { id: true, chatEmailOptOut: true },
    });
    if (!user) throw new IdentityException(IdentityErrorCode.UserNotFound);
    return { chatEmailOptOut: user.chatEmailOptOut };
  }

  async update(identity: RequestIdentity, input: Preferences): Promise<Preferences> {
    const result = await this.users.update({ id: identity.userId! }, { chatEmailOptOut: input.chatEmailOptOut });
    if (!result.affected) throw new IdentityException(IdentityErrorCode.UserNotFound);
    return { chatEmailOptOut: input.chatEmailOptOut };
  }
}
