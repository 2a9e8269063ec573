import { GatewayBrowser, IdentityEndpoint } from '../gateway-browser';
import { RegisteredPerson, registerPerson } from './register-person';
import { uniqueEmail } from './unique-contacts';

export interface ShopOwnerFields {
  firstName?: string;
  lastName?: string;
  email?: string | null;
  phone?: string | null;
  city?: string;
  password?: string;
  contactMethod?: 'email' | 'phone';
}

/** Shop owners as they register on the shop-owner screen: `POST /api/shop-owner/register` (201). */
export class ShopOwnerFactory {
  constructor(private readonly identity: IdentityEndpoint) {}

  /** Niamh Doyle of Kilkenny, password `secret1`, reached by a fresh e-mail address unless overridden. */
  build(overrides: ShopOwnerFields = {}): ShopOwnerFields {
    return {
      firstName: 'Niamh',
      lastName: 'Doyle',
      email: uniqueEmail('owner'),
      phone: null,
      city: 'Kilkenny',
      password: 'secret1',
      contactMethod: 'email',
      ...overrides,
    };
  }

  async create(
    overrides: ShopOwnerFields = {},
    browser = new GatewayBrowser(this.identity),
  ): Promise<RegisteredPerson & { email: string | null }> {
    const fields = this.build(overrides);
    const registered = await registerPerson(browser, '/api/shop-owner/register', fields, (body) => body.user.id);
    return { ...registered, email: fields.email ?? null };
  }
}
