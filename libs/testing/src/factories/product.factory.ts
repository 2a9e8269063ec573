import { z } from 'zod';
import { RequestIdentity } from '@app/auth-context';
import { createProductSchema, ProductResponse } from '@app/contracts';
import { ServiceHarness } from '../service-harness/service-harness';
import { expectStatus } from './expect-status';
import { owner } from './identities';

/** The product form's fields; the price as a number or as typed (`'6.5'`). */
export type ProductFields = Partial<Omit<z.input<typeof createProductSchema>, 'price'>> & { price?: number | string };

/** Products as shop owners add them: `POST /api/shops/{id}/products` on the catalog (201 expected). */
export class ProductFactory {
  constructor(private readonly catalog: Pick<ServiceHarness, 'http' | 'signed'>) {}

  /** A product form's fields: a loaf at 5 EUR unless overridden. */
  build(overrides: ProductFields = {}): ProductFields {
    return { name: 'Soda Bread', price: 5, ...overrides };
  }

  async create(
    shopId: number,
    overrides: ProductFields = {},
    by: Partial<RequestIdentity> = owner(101),
  ): Promise<ProductResponse> {
    const response = await this.catalog
      .http()
      .post(`/api/shops/${shopId}/products`)
      .set(this.catalog.signed(by))
      .send(this.build(overrides));
    expectStatus(response, 201, `POST /api/shops/${shopId}/products`);
    return response.body as ProductResponse;
  }
}
