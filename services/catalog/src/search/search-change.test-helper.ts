import { SearchChange } from './search-dependencies';

/** A change of shop 9 that matches nothing, with the test's fields over it (unit tests of the search cache). */
export function searchChange(overrides: Partial<SearchChange>): SearchChange {
  return {
    id: 1,
    scope: 'shop',
    shopId: 9,
    productId: null,
    lexemes: [],
    words: [],
    locations: [],
    categories: [],
    points: [],
    shopLevel: false,
    matchChanged: true,
    productCountChanged: true,
    productCardChanged: true,
    ...overrides,
  };
}
