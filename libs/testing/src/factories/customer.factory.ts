import { GatewayBrowser, IdentityEndpoint } from '../gateway-browser';
import { RegisteredPerson, registerPerson } from './register-person';
import { uniqueEmail } from './unique-contacts';

export interface CustomerFields {
  firstName?: string;
  lastName?: string;
  /** An e-mail address or a phone number. */
  contact?: string;
  city?: string;
  password?: string;
}

/** Customers as they register on the customer screen: `POST /api/customer/register` (201), signed in at once. */
export class CustomerFactory {
  constructor(private readonly identity: IdentityEndpoint) {}

  /** Aoife Byrne of Galway, password `secret1`, a fresh e-mail address unless a contact is given. */
  build(overrides: CustomerFields = {}): Required<CustomerFields> {
    return {
      firstName: 'Aoife',
      lastName: 'Byrne',
      contact: uniqueEmail('customer'),
      city: 'Galway',
      password: 'secret1',
      ...overrides,
    };
  }

  async create(
    overrides: CustomerFields = {},
    browser = new GatewayBrowser(this.identity),
  ): Promise<RegisteredPerson & { contact: string }> {
    const fields = this.build(overrides);
    const registered = await registerPerson(browser, '/api/customer/register', fields, (body) => body.customer.id);
    return { ...registered, contact: fields.contact };
  }
}
