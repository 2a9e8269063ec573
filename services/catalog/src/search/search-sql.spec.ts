import { escapeLike, planProductSearch, planShopSearch, PUBLIC_SHOP, termOf } from './search-sql';

describe(planShopSearch.name, () => {
  it('lists public shops newest first without filters', () => {
    const plan = planShopSearch({ visibility: 'public' });
    expect(plan.where).toBe(PUBLIC_SHOP);
    expect(plan.orderBy).toBe('s.created_at DESC, s.id DESC');
    expect(plan.params.values).toEqual([]);
  });

  it('shows admins the unapproved shops instead', () => {
    expect(planShopSearch({ visibility: 'unapproved' }).where).toBe('NOT s.is_approved');
  });

  it('combines search, location and category, ranking by the text matches', () => {
    const plan = planShopSearch({
      visibility: 'public',
      search: 'bakry',
      location: 'Cork',
      category: 'food-beverages',
    });
    expect(plan.params.values).toEqual(['bakry', '%bakry%', 'Cork', '%Cork%', 'food-beverages']);
    expect(plan.where).toContain(
      "s.search_vector @@ websearch_to_tsquery('english', catalog.immutable_unaccent($1::text))",
    );
    expect(plan.where).toContain(
      'lower(catalog.immutable_unaccent($1::text)) <% lower(catalog.immutable_unaccent(s.name))',
    );
    expect(plan.where).toContain('lower(catalog.immutable_unaccent(s.location)) LIKE');
    expect(plan.where).toContain('slug = $5');
    expect(plan.orderBy).toMatch(/^\(ts_rank\(.*\) \+ \(word_similarity\(.*\) DESC, s\.created_at DESC, s\.id DESC$/);
  });

  it('ignores blank terms', () => {
    const plan = planShopSearch({ visibility: 'public', search: '   ', location: '' });
    expect(plan.params.values).toEqual([]);
  });
});

describe(planProductSearch.name, () => {
  it('only finds active products of public shops', () => {
    const plan = planProductSearch({});
    expect(plan.where).toBe(`p.is_active AND ${PUBLIC_SHOP}`);
    expect(plan.orderBy).toBe('p.created_at DESC, p.id DESC');
  });

  it('matches the product on the product and the shop name on the shop', () => {
    const plan = planProductSearch({ product: 'soda bread', shop: 'Murphy' });
    expect(plan.where).toContain('p.search_vector @@');
    expect(plan.where).toContain('<% lower(catalog.immutable_unaccent(p.name))');
    expect(plan.where).toContain('<% lower(catalog.immutable_unaccent(s.name))');
    expect(plan.params.values).toEqual(['soda bread', '%soda bread%', 'Murphy', '%Murphy%']);
  });
});

describe(escapeLike.name, () => {
  it('escapes the LIKE wildcards of user input', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe(termOf.name, () => {
  it('trims and drops empty terms', () => {
    expect(termOf('  cafe ')).toBe('cafe');
    expect(termOf('  ')).toBeUndefined();
    expect(termOf(undefined)).toBeUndefined();
  });
});
