import { type CategorySlug, defaultCategories } from '@app/contracts';
import { CATEGORY_WORDS, SURNAMES, TOWNS } from './demo-words';

/**
 * The mixed list of 200 directory searches the benchmarks and the search timing script run against the large data
 * set: shop names, product names, towns, categories, combinations and misspellings, all made from the demo word
 * lists (the large generator builds its rows from the same lists), in a fixed order so runs compare.
 */
export type SearchTermKind = 'shop' | 'product' | 'location' | 'category' | 'combined' | 'misspelling';

export interface SearchTerm {
  kind: SearchTermKind;
  /** GET /api/shops or GET /api/products/search. */
  endpoint: 'shops' | 'products';
  /** The query parameters: search, location, category for shops; product, shop, location, category for products. */
  params: Readonly<Record<string, string>>;
}

export const SEARCH_TERM_COUNT = 200;

/** The word of a shop-name pattern without its placeholders: "{surname}'s Bakery" gives "Bakery". */
function shopKind(pattern: string): string {
  return pattern
    .replace(/\{\w+\}('s)?/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A deterministic typo: drops one letter, or swaps two, or doubles one, chosen by the position in the list. */
export function misspell(word: string, seed: number): string {
  if (word.length < 4) return word;
  const at = 1 + (seed % (word.length - 2));
  switch (seed % 3) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default:
      return word.slice(0, at) + word[at] + word.slice(at);
  }
}

/** Misspells the longest word of a phrase (the one a person is most likely to get wrong). */
function misspellPhrase(phrase: string, seed: number): string {
  const words = phrase.split(' ');
  const longest = words.reduce((best, word, index) => (word.length > words[best].length ? index : best), 0);
  words[longest] = misspell(words[longest], seed);
  return words.join(' ');
}

function buildSearchTerms(): SearchTerm[] {
  const slugs = defaultCategories.map((category) => category.slug as CategorySlug);
  const towns = TOWNS.map((town) => town.name);
  const shopKinds = slugs.flatMap((slug) => CATEGORY_WORDS[slug].shopNames.map(shopKind));
  const productNames = slugs.flatMap((slug) =>
    CATEGORY_WORDS[slug].products.map((product) => product.name.replace(/\s*\(.*\)$/, '')),
  );
  const at = <T>(list: readonly T[], index: number): T => list[index % list.length];

  const lists: Record<SearchTermKind, SearchTerm[]> = {
    shop: [],
    product: [],
    location: [],
    category: [],
    combined: [],
    misspelling: [],
  };
  for (let i = 0; i < 40; i++) {
    const name = i % 4 === 3 ? at(SURNAMES, i) : at(shopKinds, i * 3);
    lists.shop.push({ kind: 'shop', endpoint: 'shops', params: { search: name } });
    lists.product.push({ kind: 'product', endpoint: 'products', params: { product: at(productNames, i * 7) } });
    lists.misspelling.push(
      i % 2 === 0
        ? { kind: 'misspelling', endpoint: 'shops', params: { search: misspellPhrase(at(shopKinds, i * 5), i) } }
        : {
            kind: 'misspelling',
            endpoint: 'products',
            params: { product: misspellPhrase(at(productNames, i * 3), i) },
          },
    );
  }
  for (let i = 0; i < 30; i++) {
    lists.location.push(
      i % 2 === 0
        ? { kind: 'location', endpoint: 'shops', params: { location: at(towns, i) } }
        : { kind: 'location', endpoint: 'products', params: { location: at(towns, i) } },
    );
    lists.combined.push(
      i % 2 === 0
        ? {
            kind: 'combined',
            endpoint: 'products',
            params: { product: at(productNames, i * 11), location: at(towns, i * 3).toLowerCase() },
          }
        : {
            kind: 'combined',
            endpoint: 'shops',
            params: { search: at(shopKinds, i), location: at(towns, i * 7), category: at(slugs, i) },
          },
    );
  }
  for (let i = 0; i < 20; i++) {
    lists.category.push(
      i % 2 === 0
        ? { kind: 'category', endpoint: 'shops', params: { category: at(slugs, i) } }
        : { kind: 'category', endpoint: 'products', params: { category: at(slugs, i), location: at(towns, i) } },
    );
  }

  // Interleave the kinds so any prefix of the list is a mix too.
  const order: SearchTermKind[] = ['shop', 'product', 'misspelling', 'location', 'combined', 'category'];
  const terms: SearchTerm[] = [];
  while (terms.length < SEARCH_TERM_COUNT) {
    for (const kind of order) {
      const next = lists[kind].shift();
      if (next && terms.length < SEARCH_TERM_COUNT) terms.push(next);
    }
  }
  return terms;
}

/** The 200 searches, in their fixed order. */
export const SEARCH_TERMS: readonly SearchTerm[] = Object.freeze(buildSearchTerms());
