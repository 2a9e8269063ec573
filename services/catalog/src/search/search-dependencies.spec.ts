import { searchChange } from './search-change.test-helper';
import {
  locationMayMatch,
  mayAffect,
  mayCorrectTo,
  parseTsquery,
  SearchDependencies,
  trigramSimilarity,
} from './search-dependencies';

const term = (lexemes: string[], unknownWords: string[] = []) => ({
  lexemes,
  prefixes: [],
  unknownWords,
  negated: false,
});

const change = searchChange;

describe(mayAffect.name, () => {
  const bakeries: SearchDependencies = { kind: 'shops', shopIds: [1, 2], shopTerm: term(['bakeri']) };

  it('touches a page showing the changed shop, whatever changed', () => {
    expect(mayAffect(bakeries, change({ shopId: 2 }))).toBe(true);
    expect(mayAffect(bakeries, change({ scope: 'product', shopId: 1 }))).toBe(true);
  });

  it('touches a term search only when the row before or after holds one of its words', () => {
    expect(mayAffect(bakeries, change({ lexemes: ['butcher'] }))).toBe(false);
    expect(mayAffect(bakeries, change({ lexemes: ['butcher', 'bakeri'] }))).toBe(true);
    expect(
      mayAffect({ ...bakeries, shopTerm: { ...term([]), prefixes: ['bak'] } }, change({ lexemes: ['bakeri'] })),
    ).toBe(true);
    expect(mayAffect({ ...bakeries, shopTerm: { ...term(['x']), negated: true } }, change({ lexemes: [] }))).toBe(true);
  });

  it('touches a search of several words only when the row before or after could hold all of them', () => {
    const carService = { ...bakeries, shopTerm: parseTsquery(`'car' & ( 'servic' | 'servicc' )`) };
    const withUnknown = { ...carService, shopTerm: { ...carService.shopTerm, unknownWords: [] } };
    expect(mayAffect(withUnknown, change({ lexemes: ['car', 'wash'] }))).toBe(false);
    expect(mayAffect(withUnknown, change({ lexemes: ['car', 'servicc', 'wash'] }))).toBe(true);
    expect(mayAffect(withUnknown, change({ lexemes: ['full', 'car', 'servic'] }))).toBe(true);
  });

  it('touches a misspelt search when the vocabulary gains a word that could become one of its corrections', () => {
    const misspelt = { ...bakeries, shopTerm: term(['bakri'], ['bakry']) };
    const gained = (words: string[]) => change({ scope: 'words', shopId: null, words });
    expect(mayAffect(misspelt, gained(['bakery']))).toBe(true);
    expect(mayAffect(misspelt, gained(['fishmonger']))).toBe(false);
    expect(
      mayAffect({ kind: 'products', shopIds: [2], productTerm: term(['bakri'], ['bakry']) }, gained(['bakery'])),
    ).toBe(true);
    expect(mayAffect(bakeries, gained(['bakery']))).toBe(false);
  });

  it('leaves a misspelt search alone on a write of words the vocabulary knew', () => {
    const misspelt = { ...bakeries, shopTerm: term(['bakri'], ['bakry']) };
    expect(mayAffect(misspelt, change({ lexemes: ['bakeri'] }))).toBe(false);
    expect(mayAffect(misspelt, change({ lexemes: ['bakri'] }))).toBe(true);
  });

  it('leaves pages of another category, far places and other towns alone', () => {
    const filtered: SearchDependencies = {
      kind: 'shops',
      shopIds: [],
      category: 'bakery',
      near: { latitude: 51.9, longitude: -8.47, radiusKm: 10 },
      location: 'cork',
    };
    const inCork = { categories: ['3', 'bakery'], points: [51.89, -8.48], locations: ['cork'] };
    expect(mayAffect(filtered, change(inCork))).toBe(true);
    expect(mayAffect(filtered, change({ ...inCork, categories: ['4', 'butcher'] }))).toBe(false);
    expect(mayAffect(filtered, change({ ...inCork, points: [53.35, -6.26] }))).toBe(false);
    expect(mayAffect(filtered, change({ ...inCork, points: [53.35, -6.26, 51.9, -8.47] }))).toBe(true);
    expect(mayAffect(filtered, change({ ...inCork, points: null }))).toBe(true);
    expect(mayAffect(filtered, change({ ...inCork, locations: ['galway'] }))).toBe(false);
  });

  it('leaves shop lists alone on product writes, and touches product searches through shop-wide facts', () => {
    const products: SearchDependencies = { kind: 'products', shopIds: [], productTerm: term(['scone']) };
    expect(mayAffect({ kind: 'shops', shopIds: [] }, change({ scope: 'product' }))).toBe(false);
    expect(mayAffect(products, change({ scope: 'product', lexemes: ['scone'] }))).toBe(true);
    expect(mayAffect(products, change({ scope: 'product', lexemes: ['bread'] }))).toBe(false);
    expect(mayAffect(products, change({ scope: 'shop', lexemes: ['scone'] }))).toBe(false);
    expect(mayAffect(products, change({ scope: 'shop', shopLevel: true }))).toBe(true);
    const byShop: SearchDependencies = { kind: 'products', shopIds: [], shopTerm: term(['quaysid']) };
    expect(mayAffect(byShop, change({ scope: 'shop', lexemes: ['quaysid'] }))).toBe(true);
    expect(mayAffect(byShop, change({ scope: 'shop', lexemes: ['harbour'], shopLevel: true }))).toBe(false);
  });

  it('touches only pages showing the row when nothing it matches or ranks by changed', () => {
    expect(mayAffect(bakeries, change({ lexemes: ['bakeri'], matchChanged: false }))).toBe(false);
    expect(mayAffect(bakeries, change({ shopId: 1, lexemes: ['bakeri'], matchChanged: false }))).toBe(true);
  });

  it("touches a product page through a product's change only where that product shows, or could match", () => {
    const scones: SearchDependencies = {
      kind: 'products',
      shopIds: [1, 2],
      productIds: [10, 20],
      productTerm: term(['scone']),
    };
    const newPrice = (productId: number) =>
      change({ scope: 'product', shopId: 1, productId, lexemes: ['scone'], matchChanged: false });
    expect(mayAffect(scones, newPrice(10))).toBe(true);
    expect(mayAffect(scones, newPrice(11))).toBe(false);
    const renamed = (lexemes: string[]) => change({ scope: 'product', shopId: 1, productId: 11, lexemes });
    expect(mayAffect(scones, renamed(['scone', 'bread']))).toBe(true);
    expect(mayAffect(scones, renamed(['bread']))).toBe(false);
    expect(mayAffect(scones, change({ scope: 'shop', shopId: 1, lexemes: ['harbour'] }))).toBe(true);
    // Logged or cached before the product was recorded: the shop stands for it.
    expect(mayAffect(scones, change({ scope: 'product', shopId: 1, productId: null, matchChanged: false }))).toBe(true);
    expect(mayAffect({ ...scones, productIds: undefined }, newPrice(11))).toBe(true);
  });

  it("touches a shop list through a product's change only when its shop's product count may differ", () => {
    const productChange = (productCountChanged: boolean) =>
      change({ scope: 'product', shopId: 1, productId: 10, lexemes: ['bakeri'], productCountChanged });
    expect(mayAffect(bakeries, productChange(false))).toBe(false);
    expect(mayAffect(bakeries, productChange(true))).toBe(true);
    expect(mayAffect({ ...bakeries, shopIds: [2] }, productChange(true))).toBe(false);
  });

  it("touches a product page through a shop's change it cannot match only when its products' cards show it", () => {
    const scones: SearchDependencies = {
      kind: 'products',
      shopIds: [1],
      productIds: [10],
      productTerm: term(['scone']),
    };
    const described = (productCardChanged: boolean) =>
      change({ scope: 'shop', shopId: 1, lexemes: ['harbour'], matchChanged: false, productCardChanged });
    expect(mayAffect(scones, described(false))).toBe(false);
    expect(mayAffect(scones, described(true))).toBe(true);
    // A shop list shows the description itself.
    expect(mayAffect({ kind: 'shops', shopIds: [1] }, described(false))).toBe(true);
  });

  it('leaves a page whose candidates all came from the full sample alone on a product outside the sample', () => {
    const fullSample: SearchDependencies = {
      kind: 'products',
      shopIds: [1],
      productIds: [32],
      productTerm: term(['bread']),
      sampleEvery: 16,
    };
    const renamed = (productId: number) =>
      change({ scope: 'product', shopId: 1, productId, lexemes: ['bread', 'roll'] });
    expect(mayAffect(fullSample, renamed(33))).toBe(false);
    expect(mayAffect(fullSample, renamed(48))).toBe(true);
    expect(mayAffect({ ...fullSample, sampleEvery: undefined }, renamed(33))).toBe(true);
    // Shown on the page, or a shop's change that takes the shop's products in or out: still dropped.
    expect(mayAffect({ ...fullSample, productIds: [33] }, renamed(33))).toBe(true);
    expect(mayAffect(fullSample, change({ scope: 'shop', shopId: 1, shopLevel: true }))).toBe(true);
    expect(mayAffect(fullSample, change({ scope: 'product', shopId: 1, productId: null, lexemes: ['bread'] }))).toBe(
      true,
    );
  });

  it('touches everything on a change of everything', () => {
    expect(mayAffect(bakeries, change({ scope: 'all', shopId: null }))).toBe(true);
  });
});

describe('word and place closeness, on the safe side of pg_trgm', () => {
  it('offers known words containing or resembling a typed one', () => {
    expect(mayCorrectTo('bak', 'bakery')).toBe(true);
    expect(mayCorrectTo('bakry', 'bakery')).toBe(true);
    expect(mayCorrectTo('bakry', 'fishmonger')).toBe(false);
    expect(trigramSimilarity('word', 'word')).toBe(1);
  });

  it('finds towns containing the term or sharing enough of its trigrams', () => {
    expect(locationMayMatch('kenny', 'letterkenny')).toBe(true);
    expect(locationMayMatch('kilkeny', 'kilkenny')).toBe(true);
    expect(locationMayMatch('galway', 'cork')).toBe(false);
  });
});

describe(parseTsquery.name, () => {
  it('reads lexemes, prefixes and negation', () => {
    expect(parseTsquery(`( 'bakeri' | 'bake':* ) & 'o''brien'`)).toEqual({
      query: {
        all: [
          {
            any: [
              { lexeme: 'bakeri', prefix: false },
              { lexeme: 'bake', prefix: true },
            ],
          },
          { lexeme: "o'brien", prefix: false },
        ],
      },
      lexemes: ['bakeri', "o'brien"],
      prefixes: ['bake'],
      negated: false,
    });
    expect(parseTsquery(`'bread' & !'rye'`).negated).toBe(true);
    expect(parseTsquery('')).toEqual({ lexemes: [], prefixes: [], negated: false });
  });
});
