import { normaliseSearchTerm, searchTermOfReferrer } from './search-term';

describe(normaliseSearchTerm.name, () => {
  it('keeps one spelling of a term', () => {
    expect(normaliseSearchTerm('  Fresh   BREAD ')).toBe('fresh bread');
    expect(normaliseSearchTerm('   ')).toBeNull();
    expect(normaliseSearchTerm(undefined)).toBeNull();
    expect(normaliseSearchTerm('x'.repeat(300))).toHaveLength(100);
  });
});

describe(searchTermOfReferrer.name, () => {
  it('reads the term of a shop page opened from a search', () => {
    expect(searchTermOfReferrer('http://localhost:3000/shops/12?q=Fresh%20Bread')).toBe('fresh bread');
    expect(searchTermOfReferrer('https://example.ie/shop/12?q=cake')).toBe('cake');
  });

  it('names no search for any other page or a page without a term', () => {
    expect(searchTermOfReferrer('http://localhost:3000/browse-shops?q=cake')).toBeNull();
    expect(searchTermOfReferrer('http://localhost:3000/shops/12')).toBeNull();
    expect(searchTermOfReferrer('not a url')).toBeNull();
    expect(searchTermOfReferrer(null)).toBeNull();
  });
});
