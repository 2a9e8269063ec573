import { GatewayBrowser, IdentityEndpoint } from '../gateway-browser';
import { RegisteredPerson, registerPerson } from './register-person';
import { uniqueEmail } from './unique-contacts';

export interface AccountFields {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  password?: string;
  city?: string;
  role?: 'customer' | 'shop_owner' | 'admin';
  contactMethod?: 'email' | 'phone';
}

/**
 * Accounts as the combined sign-in screen registers them: `POST /api/auth/register` (201); the person must
 * verify the e-mail address with the mailed code before signing in.
 */
export class AccountFactory {
  constructor(private readonly identity: IdentityEndpoint) {}

  /** Ciara Walsh of Cork, a customer with a strong password and a fresh e-mail address unless overridden. */
  build(overrides: AccountFields = {}): AccountFields & { email: string } {
    return {
      firstName: 'Ciara',
      lastName: 'Walsh',
      email: uniqueEmail('account'),
      password: 'Str0ng!Pass',
      city: 'Cork',
      role: 'customer',
      contactMethod: 'email',
      ...overrides,
    };
  }

  async create(
    overrides: AccountFields = {},
    browser = new GatewayBrowser(this.identity),
  ): Promise<RegisteredPerson & { email: string }> {
    const fields = this.build(overrides);
    const registered = await registerPerson(browser, '/api/auth/register', fields, (body) => body.user.id);
    return { ...registered, email: fields.email };
  }
}
