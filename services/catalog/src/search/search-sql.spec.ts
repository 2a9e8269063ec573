import {
  countStatement,
  escapeLike,
  pageStatement,
  planProductSearch,
  planShopSearch,
  PRODUCT_SEARCH_SAMPLE,
  PUBLIC_SHOP,
  SEARCH_GENERIC_PLAN_SETTINGS,
  SEARCH_SESSION_SETTINGS,
  termOf,
  TOTAL_COUNT_CAP,
} from './search-sql';

/** The text as a regular expression matching it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe(planShopSearch.name, () => {
  it('lists public shops newest first without filters, taking the first candidates in that order', () => {
    const plan = planShopSearch({ visibility: 'public' });
    expect(plan.where).toBe(
      `s.id IN (SELECT s.id FROM catalog.shops s WHERE ${PUBLIC_SHOP} ORDER BY s.created_at DESC, s.id DESC LIMIT ${TOTAL_COUNT_CAP})`,
    );
    expect(plan.orderBy).toBe('s.created_at DESC, s.id DESC');
    expect(plan.params.values).toEqual([]);
  });

  it('shows admins the unapproved shops instead', () => {
    expect(planShopSearch({ visibility: 'unapproved' }).where).toContain('WHERE NOT s.is_approved ORDER BY');
  });

  it('combines search, location and category, ranking capped candidates by the text matches', () => {
    const plan = planShopSearch({
      visibility: 'public',
      search: 'bakry',
      location: 'Cork',
      category: 'food-beverages',
    });
    expect(plan.params.values).toEqual(['bakry', 'Cork', '%Cork%', 'food-beverages']);
    expect(plan.where).toContain('s.search_vector @@ (SELECT value FROM computed_0)');
    expect(plan.params.withClause()).toBe(
      'WITH computed_0 AS MATERIALIZED (SELECT catalog.search_tsquery($1::text) AS value) ',
    );
    expect(plan.where).toContain('s.location IN (SELECT l.location FROM catalog.search_locations l');
    expect(plan.where).toContain('slug = $4');
    // Ranked searches take any TOTAL_COUNT_CAP matches: no ORDER BY inside the candidates.
    expect(plan.where).toMatch(new RegExp(`AND s\\.category_id = \\(.*\\) AND .* LIMIT ${TOTAL_COUNT_CAP}\\)$`));
    expect(plan.where).not.toContain(`ORDER BY s.created_at DESC, s.id DESC LIMIT`);
    expect(plan.orderBy).toMatch(
      /^\(ts_rank\(.*\) \+ CASE WHEN s\.location IN .* DESC, s\.created_at DESC, s\.id DESC$/,
    );
  });

  it('uses no per-row trigram or LIKE condition on names (the full-text index finds typos)', () => {
    const plan = planShopSearch({ visibility: 'public', search: 'bakry' });
    expect(plan.where).not.toContain('<%');
    expect(plan.where).not.toContain('LIKE');
  });

  it('ignores blank terms', () => {
    const plan = planShopSearch({ visibility: 'public', search: '   ', location: '' });
    expect(plan.params.values).toEqual([]);
  });
});

describe(planProductSearch.name, () => {
  it('only finds active products of public shops, from the products alone (the listing is copied on them)', () => {
    const plan = planProductSearch({});
    expect(plan.where).toBe(
      `p.id IN (SELECT p.id FROM catalog.products p WHERE p.is_active AND p.shop_listed ORDER BY p.created_at DESC, p.id DESC LIMIT ${TOTAL_COUNT_CAP})`,
    );
    expect(plan.orderBy).toBe('p.created_at DESC, p.id DESC');
  });

  it("joins the shop to its candidates only when the search reads the shop's name, rating or hours", () => {
    const joined = 'FROM catalog.products p JOIN catalog.shops s ON s.id = p.shop_id WHERE';
    expect(planProductSearch({ product: 'bread' }).candidates.select).not.toContain(joined);
    expect(planProductSearch({ shop: 'Murphy' }).candidates.select).toContain(joined);
    const local = { radiusKm: 10, sort: 'rating' as const };
    expect(planProductSearch({ product: 'bread', local }).candidates.select).toContain(joined);
    const openNow = { radiusKm: 10, sort: 'relevance' as const, openAt: { day: 'mon' as const, time: '10:00' } };
    expect(planProductSearch({ product: 'bread', local: openNow }).candidates.select).toContain(joined);
  });

  it('matches the product on the product, the shop name on the shop and town and category on the copies', () => {
    const plan = planProductSearch({ product: 'soda bread', shop: 'Murphy', location: 'cork', category: 'food' });
    expect(plan.where).toContain('p.search_vector @@ (SELECT value FROM computed_0)');
    expect(plan.where).toContain('s.search_vector @@ (SELECT value FROM computed_1)');
    expect(plan.params.withClause()).toContain(
      'computed_1 AS MATERIALIZED (SELECT catalog.search_tsquery($2::text) AS value)',
    );
    expect(plan.where).toContain('p.shop_location IN (');
    expect(plan.where).toContain('p.shop_category_id = (SELECT id FROM catalog.categories');
    expect(plan.params.values).toEqual(['soda bread', 'Murphy', 'cork', '%cork%', 'food']);
  });
});

describe('the search sample', () => {
  const sampled = `p.is_active AND p.shop_listed AND p.search_vector @@ (SELECT value FROM computed_0) AND ${PRODUCT_SEARCH_SAMPLE}`;

  it("takes a product search's candidates from the sample first, then only what it lacks from the other rows", () => {
    const plan = planProductSearch({ product: 'bread' });
    expect(plan.candidates.select).toMatch(
      new RegExp(
        `^WITH sampled AS MATERIALIZED \\(SELECT p\\.id AS id, .* WHERE ${escape(sampled)} LIMIT ${TOTAL_COUNT_CAP}\\) ` +
          `SELECT \\* FROM sampled UNION ALL \\(SELECT p\\.id AS id, .* AND NOT \\(${escape(PRODUCT_SEARCH_SAMPLE)}\\) ` +
          `LIMIT ${TOTAL_COUNT_CAP} - \\(SELECT count\\(\\*\\) FROM sampled\\)\\)$`,
      ),
    );
    expect(plan.where).toMatch(/^p\.id IN \(WITH sampled AS MATERIALIZED \(SELECT p\.id FROM /);
  });

  it('is the predicate of its partial index', () => {
    expect(PRODUCT_SEARCH_SAMPLE).toBe('p.id % 16 = 0');
  });

  it('is left out without product words, near me (the cells narrow the words) and for shops', () => {
    const near = { latitude: 52.355, longitude: -7.7039 };
    for (const plan of [
      planProductSearch({}),
      planProductSearch({ shop: 'Murphy', location: 'Cork' }),
      planProductSearch({ product: 'bread', local: { near, radiusKm: 10, sort: 'relevance' } }),
      planShopSearch({ visibility: 'public', search: 'bakery' }),
    ]) {
      expect(plan.candidates.select).not.toContain('sampled');
      expect(plan.sampleEvery).toBeUndefined();
      expect(pageStatement(plan, 'p.id', 'catalog.products p', { limit: 24, offset: 0 }).sql).not.toContain(
        'sampled_total',
      );
    }
  });

  it('marks the candidates from the sample, so the page statement counts them', () => {
    const plan = planProductSearch({ product: 'bread' });
    expect(plan.sampleEvery).toBe(16);
    expect(plan.candidates.select).toContain(`(${PRODUCT_SEARCH_SAMPLE}) AS in_sample`);
    expect(pageStatement(plan, 'p.id', 'catalog.products p', { limit: 24, offset: 0 }).sql).toContain(
      'count(*) FILTER (WHERE candidate.in_sample) OVER ()::int AS sampled_total',
    );
  });
});

describe('near-me product search', () => {
  const near = { latitude: 52.355, longitude: -7.7039 };

  it('narrows the words by the grid cells around the point, then keeps the exact circle', () => {
    const plan = planProductSearch({ product: 'bread', local: { near, radiusKm: 10, sort: 'relevance' } });
    expect(plan.candidates.select).toContain('ARRAY[p.shop_cell] && $5::int[]');
    expect(plan.candidates.select).toContain(
      '* asin(least(1, sqrt(power(sin(radians(p.shop_latitude - $2::float8) / 2), 2)',
    );
    expect(plan.candidates.select).not.toContain('earth_box');
    expect(plan.params.values[4]).toEqual(expect.arrayContaining([523 * 10_000 - 78]));
  });

  it("uses the pins' box without words, and for a radius too wide for the cells", () => {
    for (const plan of [
      planProductSearch({ local: { near, radiusKm: 10, sort: 'distance' } }),
      planProductSearch({ product: 'bread', local: { near, radiusKm: 100, sort: 'relevance' } }),
    ]) {
      expect(plan.candidates.select).toContain('earth_box');
      expect(plan.candidates.select).not.toContain('shop_cell');
    }
  });

  it('shrinks the circle of a list by distance with nothing else to its nearest matches, read nearest first', () => {
    const plan = planProductSearch({ local: { near, radiusKm: 10, sort: 'distance' } });
    const statement = pageStatement(plan, 'p.id', 'catalog.products p', { limit: 24, offset: 0 });
    // The cap's nearest matches, walked in the pins' GiST index, then the circle up to the farthest of them.
    expect(statement.sql).toMatch(
      /^WITH computed_0 AS MATERIALIZED \(SELECT \(SELECT max\(metres\) \+ 1 FROM \(SELECT .* AS metres FROM catalog\.products p WHERE p\.is_active AND p\.shop_listed AND p\.shop_latitude IS NOT NULL AND p\.shop_longitude IS NOT NULL ORDER BY public\.ll_to_earth\(p\.shop_latitude, p\.shop_longitude\) OPERATOR\(public\.<->\) public\.ll_to_earth\(\$1::float8, \$2::float8\) LIMIT 1000\) nearest\) AS value\)/,
    );
    expect(plan.candidates.select).toContain(
      'public.earth_box(public.ll_to_earth($1::float8, $2::float8), least($3::float8, (SELECT value FROM computed_0)))',
    );
    expect(plan.params.values).toEqual([near.latitude, near.longitude, 10_000]);
  });

  it('keeps the whole circle when anything else narrows the list, or for another order', () => {
    for (const plan of [
      planProductSearch({ local: { near, radiusKm: 10, sort: 'relevance' } }),
      planProductSearch({ local: { near, radiusKm: 10, sort: 'newest' } }),
      planProductSearch({ local: { near, radiusKm: 10, sort: 'rating' } }),
      planProductSearch({ category: 'food-beverages', local: { near, radiusKm: 10, sort: 'distance' } }),
      planProductSearch({ location: 'Clonmel', local: { near, radiusKm: 10, sort: 'distance' } }),
      planProductSearch({ shop: 'bakery', local: { near, radiusKm: 10, sort: 'distance' } }),
      planProductSearch({ product: 'bread', local: { near, radiusKm: 100, sort: 'distance' } }),
      planProductSearch({ local: { near, radiusKm: 10, sort: 'distance', openAt: { day: 'mon', time: '10:00' } } }),
      planShopSearch({ visibility: 'public', local: { near, radiusKm: 10, sort: 'distance' } }),
    ]) {
      expect(plan.candidates.select).toContain('earth_box');
      expect(plan.candidates.select).not.toContain('OPERATOR(public.<->)');
      expect(plan.params.withClause()).not.toContain('nearest');
    }
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

describe(pageStatement.name, () => {
  it("reads the page and its capped total in one statement, paging after the plan's own values", () => {
    const plan = planShopSearch({ visibility: 'public', search: 'bakery' });
    const page = pageStatement(plan, 's.id', 'catalog.shops s', { limit: 24, offset: 48 });
    expect(page.sql).toContain('count(*) OVER ()::int AS search_total');
    expect(page.sql).toContain('LIMIT $2 OFFSET $3');
    expect(page.values).toEqual(['bakery', 24, 48]);
    // The corrected words are computed once, ahead of the statement, for the match and the rank alike.
    expect(page.sql).toMatch(
      /^WITH computed_0 AS MATERIALIZED \(SELECT catalog\.search_tsquery\(\$1::text\) AS value\) SELECT /,
    );
    expect(page.sql.match(/catalog\.search_tsquery/g)).toHaveLength(1);
    expect(countStatement(plan, 'catalog.shops s').sql).toMatch(/^WITH computed_0 /);
    expect(countStatement(plan, 'catalog.shops s').values).toEqual(['bakery']);
  });

  it('chooses the page among the candidates by their sort keys, then reads only its rows whole', () => {
    const plan = planShopSearch({ visibility: 'public', search: 'bread' });
    const page = pageStatement(plan, 's.name', 'catalog.shops s', { limit: 24, offset: 0 });
    // The candidates carry the plan's sort keys and nothing wide; the wide columns are read after the page's LIMIT.
    expect(plan.candidates.select).toMatch(
      /^SELECT s\.id AS id, \(ts_rank\(.*\) AS k0, s\.created_at AS k1, s\.id AS k2 FROM /,
    );
    expect(plan.candidates.select).toMatch(new RegExp(`LIMIT ${TOTAL_COUNT_CAP}$`));
    expect(page.sql).toContain('ORDER BY candidate.k0 DESC, candidate.k1 DESC, candidate.k2 DESC LIMIT $2 OFFSET $3');
    expect(page.sql).toMatch(
      /\) page JOIN \(catalog\.shops s\) ON s\.id = page\.id\s+ORDER BY page\.k0 DESC, page\.k1 DESC, page\.k2 DESC$/,
    );
  });

  it('keeps a list without text in its own order inside the candidates, with distance first when sorted by it', () => {
    const plan = planShopSearch({
      visibility: 'public',
      local: { near: { latitude: 52.35, longitude: -7.7 }, radiusKm: 5, sort: 'distance' },
    });
    expect(plan.candidates.keys.map((key) => key.direction)).toEqual(['ASC', 'DESC', 'DESC']);
    expect(plan.candidates.select).toMatch(
      /ORDER BY \(2 \* 6378168 \* asin\(.*\)\) ASC, s\.created_at DESC, s\.id DESC LIMIT/,
    );
  });
});

describe('which searches Postgres plans for each call', () => {
  const near = { latitude: 52.355, longitude: -7.7039 };

  it("plans near me by the pins' box per search, and lets every other search keep one plan", () => {
    for (const plan of [
      planShopSearch({ visibility: 'public', local: { near, radiusKm: 5, sort: 'distance' } }),
      planShopSearch({ visibility: 'public', search: 'bakery', local: { near, radiusKm: 10, sort: 'relevance' } }),
      planProductSearch({ local: { near, radiusKm: 10, sort: 'distance' } }),
      planProductSearch({ category: 'food-beverages', local: { near, radiusKm: 25, sort: 'relevance' } }),
      // Past MOST_CELLS cells the words' search reads the box of pins too.
      planProductSearch({ product: 'bread', local: { near, radiusKm: 100, sort: 'relevance' } }),
    ])
      expect(plan.plannedPerSearch).toBe(true);
    for (const plan of [
      // Near me with product words reads the words-and-cells index whatever the point: one plan serves them all.
      planProductSearch({ product: 'bread', local: { near, radiusKm: 10, sort: 'relevance' } }),
      planProductSearch({ product: 'bread', local: { near, radiusKm: 20, sort: 'distance' } }),
      planProductSearch({ product: 'bread' }),
      planProductSearch({ product: 'bread', location: 'Clonmel', category: 'food-beverages' }),
      planShopSearch({ visibility: 'public', search: 'bakery', local: { radiusKm: 10, sort: 'rating' } }),
      planShopSearch({ visibility: 'unapproved' }),
    ])
      expect(plan.plannedPerSearch).toBe(false);
  });

  it('prepares the others on connections that keep the plan made without the values', () => {
    expect(SEARCH_GENERIC_PLAN_SETTINGS).toEqual({ ...SEARCH_SESSION_SETTINGS, plan_cache_mode: 'force_generic_plan' });
  });
});

describe('SEARCH_SESSION_SETTINGS', () => {
  it("sets the location typo's trigram threshold and turns parallel workers and JIT off for every connection", () => {
    expect(SEARCH_SESSION_SETTINGS).toEqual({
      'pg_trgm.word_similarity_threshold': '0.3',
      max_parallel_workers_per_gather: '0',
      jit: 'off',
    });
  });
});
