import { DependencyIndex } from './dependency-index';
import { searchChange } from './search-change.test-helper';
import { mayAffect, parseTsquery, SearchChange, SearchDependencies, TermDependency } from './search-dependencies';

const WORDS = ['bakeri', 'bread', 'scone', 'butcher', 'sausag', 'cork', 'tart', 'brake'];

/** A small deterministic generator, so a failure names the same case every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function termOf(random: () => number): TermDependency | undefined {
  const pick = () => WORDS[Math.floor(random() * WORDS.length)];
  const shape = Math.floor(random() * 6);
  if (shape === 0) return undefined;
  const text = [
    `'${pick()}'`,
    `'${pick()}' & '${pick()}'`,
    `( '${pick()}' | '${pick()}' ) & '${pick()}'`,
    `'${pick().slice(0, 3)}':*`,
    `'${pick()}' & !'${pick()}'`,
  ][shape - 1];
  return { ...parseTsquery(text), unknownWords: random() < 0.3 ? ['brd'] : [] };
}

function pageOf(random: () => number): SearchDependencies | undefined {
  if (random() < 0.05) return undefined;
  const kind = random() < 0.5 ? 'shops' : 'products';
  const shopIds = [1 + Math.floor(random() * 6), 1 + Math.floor(random() * 6)];
  const page: SearchDependencies = { kind, shopIds: [...new Set(shopIds)] };
  if (kind === 'products' && random() < 0.8) page.productIds = [10 + Math.floor(random() * 6)];
  const shopTerm = termOf(random);
  if (shopTerm) page.shopTerm = shopTerm;
  const productTerm = kind === 'products' ? termOf(random) : undefined;
  if (productTerm) page.productTerm = productTerm;
  if (random() < 0.2) page.category = 'bakery';
  return page;
}

function changeOf(random: () => number, id: number): SearchChange {
  const scope = (['shop', 'product', 'words', 'all'] as const)[Math.floor(random() * 4)];
  const lexemes = WORDS.filter(() => random() < 0.25);
  if (scope === 'words')
    return searchChange({ id, scope, shopId: null, words: ['bread', 'brass'].slice(0, 1 + (id % 2)) });
  if (scope === 'all') return searchChange({ id, scope, shopId: null });
  return searchChange({
    id,
    scope,
    shopId: 1 + Math.floor(random() * 7),
    productId: scope === 'product' && random() < 0.9 ? 10 + Math.floor(random() * 7) : null,
    lexemes,
    categories: random() < 0.5 ? ['bakery'] : [],
    shopLevel: random() < 0.3,
    matchChanged: random() < 0.7,
    productCountChanged: random() < 0.5,
    productCardChanged: random() < 0.5,
  });
}

describe(DependencyIndex.name, () => {
  it('offers every page a change may reach, for pages and changes of every kind', () => {
    const random = seeded(20);
    const index = new DependencyIndex();
    const pages = new Map<string, SearchDependencies | undefined>();
    for (let page = 0; page < 400; page += 1) {
      const dependencies = pageOf(random);
      pages.set(`page ${page}`, dependencies);
      index.add(`page ${page}`, dependencies);
    }
    let reached = 0;
    const missed: Array<{ change: number; page: string }> = [];
    for (let id = 1; id <= 300; id += 1) {
      const change = changeOf(random, id);
      const candidates = index.candidates(change);
      for (const [key, dependencies] of pages) {
        if (dependencies !== undefined && !mayAffect(dependencies, change)) continue;
        reached += 1;
        if (!candidates.has(key)) missed.push({ change: id, page: key });
      }
    }
    expect(reached).toBeGreaterThan(1000);
    expect(missed).toEqual([]);
  });

  it('offers only the pages of the shop, the product or the words of a change', () => {
    const index = new DependencyIndex();
    const scones: SearchDependencies = {
      kind: 'products',
      shopIds: [1],
      productIds: [10],
      productTerm: { ...parseTsquery(`'scone'`), unknownWords: [] },
      shopTerm: { ...parseTsquery(`'bakeri'`), unknownWords: [] },
    };
    const butchers: SearchDependencies = {
      kind: 'shops',
      shopIds: [2],
      shopTerm: { ...parseTsquery(`'butch':*`), unknownWords: [] },
    };
    index.add('scones', scones);
    index.add('butchers', butchers);
    index.add('anything', undefined);
    const offered = (change: Partial<SearchChange>) => [...index.candidates(searchChange(change))].sort();
    expect(offered({ scope: 'product', shopId: 3, productId: 30, lexemes: ['tart'] })).toEqual(['anything']);
    expect(offered({ scope: 'product', shopId: 3, productId: 30, lexemes: ['scone'] })).toEqual(['anything', 'scones']);
    expect(offered({ scope: 'shop', shopId: 3, lexemes: ['butcher'] })).toEqual(['anything', 'butchers']);
    expect(offered({ scope: 'shop', shopId: 1, lexemes: [], matchChanged: false })).toEqual(['anything', 'scones']);
    expect(offered({ scope: 'all', shopId: null })).toEqual(['anything', 'butchers', 'scones']);
  });

  it('forgets a removed page everywhere', () => {
    const index = new DependencyIndex();
    const random = seeded(7);
    for (let page = 0; page < 50; page += 1) index.add(`page ${page}`, pageOf(random));
    for (let page = 0; page < 50; page += 1) index.remove(`page ${page}`);
    expect(index.size).toBe(0);
    for (let id = 1; id <= 50; id += 1) expect(index.candidates(changeOf(random, id)).size).toBe(0);
  });
});
