import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, QueryFailedError, Raw, Repository } from 'typeorm';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { Contact } from './contact';
import { User } from './user.entity';

export type NewUser = Pick<User, 'firstName' | 'lastName' | 'role' | 'passwordHash' | 'contactMethod'> &
  Partial<Pick<User, 'email' | 'phone' | 'city' | 'isAdmin' | 'isEmailVerified' | 'profileImageUrl'>>;

const UNIQUE_VIOLATION = '23505';

function uniqueIndexOf(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === UNIQUE_VIOLATION ? driverError.constraint : undefined;
}

/** Finding and creating people; every other change is made by the service that owns the action. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  private repository(manager?: EntityManager): Repository<User> {
    return manager ? manager.getRepository(User) : this.users;
  }

  findById(id: number, manager?: EntityManager): Promise<User | null> {
    return this.repository(manager).findOne({ where: { id } });
  }

  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return this.repository(manager).findOne({
      where: { email: Raw((column) => `lower(${column}) = lower(:email)`, { email: email.trim() }) },
    });
  }

  findByPhone(phone: string, manager?: EntityManager): Promise<User | null> {
    return this.repository(manager).findOne({ where: { phone } });
  }

  findByContact(contact: Contact, manager?: EntityManager): Promise<User | null> {
    return contact.kind === 'email'
      ? this.findByEmail(contact.email, manager)
      : this.findByPhone(contact.phone, manager);
  }

  /** Locks the row for the rest of the transaction (sign-in counters, code checks, moderation). */
  findByIdForUpdate(id: number, manager: EntityManager): Promise<User | null> {
    return manager.getRepository(User).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Refuses an e-mail or phone that another account holds, with the message that names which. */
  async assertContactFree(contact: { email?: string | null; phone?: string | null }, manager?: EntityManager) {
    if (contact.email && (await this.findByEmail(contact.email, manager))) {
      throw new IdentityException(IdentityErrorCode.EmailTaken);
    }
    if (contact.phone && (await this.findByPhone(contact.phone, manager))) {
      throw new IdentityException(IdentityErrorCode.PhoneTaken);
    }
  }

  /** Inserts a person; a race with another registration of the same e-mail or phone still answers 409. */
  async create(manager: EntityManager, fields: NewUser): Promise<User> {
    await this.assertContactFree(fields, manager);
    const repository = manager.getRepository(User);
    try {
      return await repository.save(
        repository.create({
          email: null,
          phone: null,
          city: null,
          profileImageUrl: null,
          isAdmin: false,
          isEmailVerified: false,
          ...fields,
        }),
      );
    } catch (error) {
      const index = uniqueIndexOf(error);
      if (index === 'users_email_unique') throw new IdentityException(IdentityErrorCode.EmailTaken);
      if (index === 'users_phone_unique') throw new IdentityException(IdentityErrorCode.PhoneTaken);
      throw error;
    }
  }
}
