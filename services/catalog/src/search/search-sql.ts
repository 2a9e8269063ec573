/**
 * Pure builders of the directory search SQL. Names match through Postgres full text (english, unaccented) with a
 * query from catalog.search_tsquery (AddedSearchWords migration), which turns each misspelt word or fragment into
 * its close known words ('bakry' finds 'Bakery'), so the GIN full-text index alone finds the matches; locations
 * match by trigram word similarity or containment over the shop's location (CreatedDirectory's trigram index).
 * Every search ranks at most TOTAL_COUNT_CAP candidates, so its cost stays flat however common its words are.
 */
import type { ShopSort, WeekDay } from '@app/contracts';
import type { SessionSettings } from '@app/database';
import {
  distanceMetres,
  nearestFirst,
  PinColumns,
  pinIsSet,
  PRODUCT_SHOP_PIN,
  SHOP_PIN,
  withinRadius,
} from '../local/geo-distance';
import { gridCellsAround } from '../local/grid-cells';

/** Word similarity needed for a typo to count as a match (pg_trgm's default is 0.6). */
export const WORD_SIMILARITY_THRESHOLD = 0.3;

/**
 * The most matches a search counts (X-Total-Count) and ranks: beyond it the total reads as this number and paging
 * ends there (42 pages of 24). Counting or ranking every one of 45,000 matches of a common word costs more than the
 * page is worth; below the cap results are exactly those of an uncapped search.
 */
export const TOTAL_COUNT_CAP = 1000;

/** Collects positional parameters ($1, $2, ...) while a query is assembled. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** Values the statement computes once (a materialized CTE each), however often it refers to them. */
  private readonly computed: string[] = [];

  /** `expression`, computed once per statement: a sub-select of it in WHERE and in ORDER BY would run twice. */
  computeOnce(expression: string): string {
    const name = `computed_${this.computed.length}`;
    this.computed.push(`${name} AS MATERIALIZED (SELECT ${expression} AS value)`);
    return `(SELECT value FROM ${name})`;
  }

  /** The WITH clause a statement using computeOnce starts with ('' when none). */
  withClause(): string {
    return this.computed.length > 0 ? `WITH ${this.computed.join(', ')} ` : '';
  }
}

export interface TextMatch {
  /** A boolean SQL expression. */
  where: string;
  /** A numeric SQL expression, higher is better. */
  rank: string;
}

/** Escapes the LIKE wildcards of user input (backslash is the default escape character). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The normalised form every trigram index uses: lower case without accents. */
export function normalized(expression: string): string {
  return `lower(catalog.immutable_unaccent(${expression}))`;
}

/** A search term that is present and not only spaces, else undefined. */
export function termOf(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The term's words exactly as typed (stemmed, unaccented), computed once per statement. */
export function typedQuery(raw: string): string {
  return `(SELECT websearch_to_tsquery('english', catalog.immutable_unaccent(${raw}::text)))`;
}

/**
 * Matches a term against a shop ('s') or product ('p') by its search vector (name, description and, for shops,
 * location) with typos corrected. Ranked by full-text rank (names weigh more than descriptions) of the corrected
 * words plus that of the words as typed, so exact matches come before corrections. Both are cheap per row: string
 * similarity over every candidate cost more than finding them.
 */
export function nameMatch(alias: 's' | 'p', term: string, params: SqlParams): TextMatch {
  const raw = params.add(term);
  const vector = `${alias}.search_vector`;
  // Correcting typos reads the vocabulary (about a millisecond): once per statement, for the match and the rank.
  const query = params.computeOnce(`catalog.search_tsquery(${raw}::text)`);
  return {
    where: `${vector} @@ ${query}`,
    rank: `(ts_rank(${vector}, ${query}) + ts_rank(${vector}, ${typedQuery(raw)}))`,
  };
}

/**
 * Matches a town or address fragment against a location column, accent- and case-insensitive, typo-tolerant: the
 * shop's own ('s.location') or its copy on the product ('p.shop_location'). The fuzzy match runs over the distinct
 * locations (catalog.search_locations, AddedSearchLocations migration) and rows are then found by equality; the
 * locations containing the term as typed rank first ('kilkenny' puts Kilkenny above Letterkenny), a lookup in a
 * set computed once rather than string work on every row.
 */
export function locationMatch(term: string, params: SqlParams, location = 's.location'): TextMatch {
  const raw = params.add(term);
  const pattern = params.add(`%${escapeLike(term)}%`);
  const containing = `SELECT l.location FROM catalog.search_locations l WHERE l.normalized LIKE ${normalized(`${pattern}::text`)}`;
  const close = `SELECT l.location FROM catalog.search_locations l WHERE ${normalized(`${raw}::text`)} <% l.normalized`;
  return {
    where: `${location} IN (${containing} UNION ${close})`,
    rank: `CASE WHEN ${location} IN (${containing}) THEN 1 ELSE 0 END`,
  };
}

/**
 * The shop's category by slug (or by id, when a number is given), as one value so that a category's listing reads
 * shops_public_category_recent_idx in order; for products, the shop's category copied on the product
 * ('p.shop_category_id', indexed with the town).
 */
export function categoryMatch(category: string, params: SqlParams, column = 's.category_id'): string {
  const value = params.add(category);
  return `${column} = (SELECT id FROM catalog.categories WHERE slug = ${value} OR id::text = ${value} ORDER BY slug = ${value} DESC LIMIT 1)`;
}

/**
 * The shop's owner (s.owner_id) keeps their shops from the public: banned, or their subscription expired (the last
 * subscription event catalog applied was an expiry, subscription_phase 2; a renewal's activation lifts it).
 */
export const OWNER_HIDES_SHOPS =
  'EXISTS (SELECT 1 FROM catalog.owner_status os WHERE os.owner_id = s.owner_id AND (os.banned OR os.subscription_phase = 2))';

/** The shop's owner's subscription expired (shown to the owner as 'Hidden: subscription expired'). */
export const OWNER_SUBSCRIPTION_EXPIRED =
  'EXISTS (SELECT 1 FROM catalog.owner_status os WHERE os.owner_id = s.owner_id AND os.subscription_phase = 2)';

/** What the public may see: approved, active shops whose owner is neither banned nor out of subscription. */
export const PUBLIC_SHOP = `s.is_approved AND s.is_active AND NOT ${OWNER_HIDES_SHOPS}`;

/** The local part of a search (issue 14): a circle around a point, an order and "open at this local time". */
export interface LocalFilters {
  near?: { latitude: number; longitude: number };
  radiusKm: number;
  sort: ShopSort;
  /** The day and wall-clock time now in the catalog's TIME_ZONE, when only open shops are wanted. */
  openAt?: { day: WeekDay; time: string };
}

export const NO_LOCAL_FILTERS: LocalFilters = { radiusKm: 10, sort: 'relevance' };

export interface ShopFilters {
  local?: LocalFilters;
  search?: string;
  location?: string;
  category?: string;
  /** 'public': approved, active shops of owners in good standing; 'unapproved': pending and rejected (admins). */
  visibility: 'public' | 'unapproved';
}

export interface ProductFilters {
  local?: LocalFilters;
  shop?: string;
  product?: string;
  location?: string;
  category?: string;
}

/** One ORDER BY term: an expression over the search's aliases and its direction. */
export interface OrderTerm {
  expression: string;
  direction: 'ASC' | 'DESC';
}

export interface SearchPlan {
  /** Extra select-list entries (distance_km with near). */
  columns?: string;
  /** The capped candidates as a condition on the row's id (for a count). */
  where: string;
  /** ORDER BY list. */
  orderBy: string;
  /**
   * The capped candidates with their sort keys (k0, k1, ...: the terms of orderBy) and no other column but
   * in_sample (sampleEvery), so the page is chosen among them before any wide row is read (pageStatement).
   */
  candidates: { id: string; select: string; keys: OrderTerm[] };
  /**
   * Set on a search that takes its candidates from the sample first (sampledCandidateQuery): its candidates carry
   * `in_sample`, and the page statement counts them (sampled_total). When they reach TOTAL_COUNT_CAP, no other row
   * was read, so a change of a product outside the sample cannot alter the page unless it shows that product.
   */
  sampleEvery?: number;
  /**
   * Its best plan depends on its values (near me without product words: how many pins the circle's box holds), so
   * Postgres plans it for each search; every other plan runs prepared on one plan per statement
   * (SEARCH_GENERIC_PLAN_SETTINGS), near me with product words too (its one index is the words and cells').
   */
  plannedPerSearch: boolean;
  params: SqlParams;
}

function orderList(terms: OrderTerm[], alias?: string): string {
  return terms.map((term, index) => `${alias ? `${alias}.k${index}` : term.expression} ${term.direction}`).join(', ');
}

/**
 * Restricts the search to its first TOTAL_COUNT_CAP candidates. Without text to rank, candidates are taken in the
 * list's own order, so every page up to the cap is exactly the uncapped one; with text, any matches are taken
 * (ranking all of them is the cost avoided).
 */
function candidateQuery(select: string, from: string, where: string, order: OrderTerm[] | undefined): string {
  const ordered = order ? ` ORDER BY ${orderList(order)}` : '';
  return `SELECT ${select} FROM ${from} WHERE ${where}${ordered} LIMIT ${TOTAL_COUNT_CAP}`;
}

/**
 * Any TOTAL_COUNT_CAP matches of a ranked search, taken from the sample first: a fixed share of the rows with a
 * partial index of its own (PRODUCT_SEARCH_SAMPLE), whose postings are that share of the whole index's. Only what
 * the sample lacks of the cap is then looked for among the other rows (a limit of 0 reads nothing), so a common
 * word never reads the whole index, and a search with fewer matches than the cap still gets every one of them.
 */
function sampledCandidateQuery(select: string, from: string, where: string, sample: string): string {
  const sampled = candidateQuery(select, from, `${where} AND ${sample}`, undefined);
  const others = `SELECT ${select} FROM ${from} WHERE ${where} AND NOT (${sample})`;
  return (
    `WITH sampled AS MATERIALIZED (${sampled}) SELECT * FROM sampled ` +
    `UNION ALL (${others} LIMIT ${TOTAL_COUNT_CAP} - (SELECT count(*) FROM sampled))`
  );
}

/**
 * The circle of a near-me list by distance with nothing else to narrow it, shrunk to its TOTAL_COUNT_CAP-th nearest
 * match and a metre more (rounding): those matches are read from the pins' GiST index nearest first, so the 50,000
 * products around a town are not all read and sorted for a page of the nearest. Every one of the first
 * TOTAL_COUNT_CAP matches lies within it, so the pages and the total are those of the whole circle.
 */
function shrunkRadius(from: string, filters: string[], nearest: NearestFirst, params: SqlParams): string {
  const where = [...filters, nearest.pinIsSet].join(' AND ');
  const nearestMatches = `SELECT ${nearest.distance} AS metres FROM ${from} WHERE ${where} ORDER BY ${nearest.order} LIMIT ${TOTAL_COUNT_CAP}`;
  const reach = params.computeOnce(`(SELECT max(metres) + 1 FROM (${nearestMatches}) nearest)`);
  // least() passes over a NULL: with no match at all the circle stays as asked.
  return `least(${nearest.metres}, ${reach})`;
}

function combine(
  target: { id: string; from: string },
  conditions: string[],
  matches: TextMatch[],
  params: SqlParams,
  fallbackOrder: OrderTerm[],
  local: LocalPlan = {},
  sample?: string,
): SearchPlan {
  const filters = [...conditions, ...(local.conditions ?? []), ...matches.map((match) => match.where)];
  const ranked = matches.length > 0;
  // Ranked candidates are not the nearest ones, so a ranked search (never planned so) would keep the whole circle.
  if (local.nearest)
    filters.push(
      local.nearest.within(ranked ? local.nearest.metres : shrunkRadius(target.from, filters, local.nearest, params)),
    );
  const inner = filters.join(' AND ') || 'TRUE';
  const listOrder = local.order ? [...local.order, ...fallbackOrder] : fallbackOrder;
  const relevance: OrderTerm = { expression: matches.map((match) => match.rank).join(' + '), direction: 'DESC' };
  const keys = ranked && !local.order ? [relevance, ...fallbackOrder] : listOrder;
  const candidateOrder = ranked ? undefined : listOrder;
  const keyColumns = keys.map((term, index) => `${term.expression} AS k${index}`).join(', ');
  const sampled = ranked && sample !== undefined;
  const candidatesOf = (select: string) =>
    sampled
      ? sampledCandidateQuery(select, target.from, inner, sample)
      : candidateQuery(select, target.from, inner, candidateOrder);
  const candidateColumns = `${target.id} AS id, ${keyColumns}${sampled ? `, (${sample}) AS in_sample` : ''}`;
  return {
    columns: local.columns,
    where: `${target.id} IN (${candidatesOf(target.id)})`,
    orderBy: orderList(keys),
    candidates: { id: target.id, select: candidatesOf(candidateColumns), keys },
    ...(sampled ? { sampleEvery: PRODUCT_SEARCH_SAMPLE_EVERY } : {}),
    plannedPerSearch: local.plannedPerSearch ?? false,
    params,
  };
}

/** A near-me list by distance whose circle combine() shrinks (shrunkRadius). */
interface NearestFirst {
  /** The radius asked for, in metres (SQL). */
  metres: string;
  /** The condition of a circle of the given radius (SQL metres) around the point. */
  within(metres: string): string;
  distance: string;
  /** The pins' nearest-first key. */
  order: string;
  pinIsSet: string;
}

interface LocalPlan {
  /** Near me by the pins' box: which index and join order are best depends on the point and radius (SearchPlan's). */
  plannedPerSearch?: boolean;
  /** Set instead of the circle's condition in `conditions` when combine() is to shrink the circle. */
  nearest?: NearestFirst;
  conditions?: string[];
  columns?: string;
  /** ORDER BY of a sort other than relevance (ties then go newest first). */
  order?: OrderTerm[];
}

/**
 * near: within radiusKm of the point (GiST over cube/earthdistance) with distance_km selected; openNow: an opening
 * interval of today holds the local time ('HH:MM' strings compare in "C" order; '24:00' is after every time).
 */
function localPlan(
  local: LocalFilters | undefined,
  params: SqlParams,
  rating: OrderTerm[],
  options: {
    pin?: PinColumns;
    /** The grid cell column that narrows the search's words. */
    cellColumn?: string;
    /** The search has no words, town or category: by distance, its circle may shrink (shrunkRadius). */
    onlyNear?: boolean;
  } = {},
): LocalPlan {
  const { pin = SHOP_PIN, cellColumn, onlyNear = false } = options;
  if (!local) return {};
  const plan: Required<Pick<LocalPlan, 'conditions'>> & LocalPlan = { conditions: [] };
  let distance: string | undefined;
  if (local.near) {
    const latitude = `${params.add(local.near.latitude)}::float8`;
    const longitude = `${params.add(local.near.longitude)}::float8`;
    const metres = `${params.add(local.radiusKm * 1000)}::float8`;
    const cells = cellColumn ? gridCellsAround(local.near.latitude, local.near.longitude, local.radiusKm) : undefined;
    if (cells) {
      // With words to match, the cells around the point narrow the words' own GIN scan (grid-cells): as an array
      // overlap, all the cells are one key of one scan (AddedProductWordsCellsIndex), not one scan per cell.
      plan.conditions.push(`ARRAY[${cellColumn}] && ${params.add(cells)}::int[]`);
      plan.conditions.push(`${distanceMetres(latitude, longitude, pin)} <= ${metres}`);
    } else if (onlyNear && local.sort === 'distance' && !local.openAt) {
      plan.nearest = {
        metres,
        within: (radius) => withinRadius(latitude, longitude, radius, pin),
        distance: distanceMetres(latitude, longitude, pin),
        order: nearestFirst(latitude, longitude, pin),
        pinIsSet: pinIsSet(pin),
      };
      plan.plannedPerSearch = true;
    } else {
      plan.conditions.push(withinRadius(latitude, longitude, metres, pin));
      // The box may hold a handful of pins or most of the set: the plan is made with the point and radius.
      plan.plannedPerSearch = true;
    }
    distance = distanceMetres(latitude, longitude, pin);
    plan.columns = `(${distance}) / 1000.0 AS distance_km`;
  }
  if (local.openAt) {
    const day = params.add(local.openAt.day);
    const time = params.add(local.openAt.time);
    plan.conditions.push(`EXISTS (SELECT 1 FROM jsonb_array_elements(s.opening_hours) h
      WHERE h->>'day' = ${day}::text AND (h->>'opens') COLLATE "C" <= ${time}::text AND (h->>'closes') COLLATE "C" > ${time}::text)`);
  }
  switch (local.sort) {
    case 'distance':
      if (distance) plan.order = [{ expression: distance, direction: 'ASC' }];
      break;
    case 'rating':
      plan.order = rating;
      break;
    case 'newest': // the caller's own newest-first order
    case 'relevance':
      break;
  }
  return plan;
}

function descending(expression: string): OrderTerm {
  return { expression, direction: 'DESC' };
}

const BY_RATING = [descending('s.rating'), descending('s.review_count')];

const SHOP_CANDIDATES = { id: 's.id', from: 'catalog.shops s' };
const PRODUCT_CANDIDATES = { id: 'p.id', from: 'catalog.products p' };
const PRODUCT_WITH_SHOP_CANDIDATES = {
  id: 'p.id',
  from: 'catalog.products p JOIN catalog.shops s ON s.id = p.shop_id',
};

/**
 * The products a search with product words looks among first (sampledCandidateQuery): one in 16 by id, indexed on
 * their own (AddedProductSearchSample, the same words and copies as products_search_facts_idx), so a word common to
 * 100,000 products finds its 1,000 candidates among about 6,000 postings. The index's predicate is this condition.
 */
export const PRODUCT_SEARCH_SAMPLE_EVERY = 16;
export const PRODUCT_SEARCH_SAMPLE = `p.id % ${PRODUCT_SEARCH_SAMPLE_EVERY} = 0`;

/** WHERE and ORDER BY of GET /api/shops over `catalog.shops s`. */
export function planShopSearch(filters: ShopFilters): SearchPlan {
  const params = new SqlParams();
  const conditions = [filters.visibility === 'public' ? PUBLIC_SHOP : 'NOT s.is_approved'];
  const matches: TextMatch[] = [];
  const search = termOf(filters.search);
  const location = termOf(filters.location);
  const category = termOf(filters.category);
  if (search) matches.push(nameMatch('s', search, params));
  if (location) matches.push(locationMatch(location, params));
  if (category) conditions.push(categoryMatch(category, params));
  // A circle's shops are few enough to read whole: the nearest-first walk (shrunkRadius) costs more than it saves.
  const local = localPlan(filters.local, params, BY_RATING);
  if (filters.local?.sort === 'newest') local.order = [descending('s.created_at')];
  return combine(SHOP_CANDIDATES, conditions, matches, params, [descending('s.created_at'), descending('s.id')], local);
}

/**
 * WHERE and ORDER BY of GET /api/products/search over `catalog.products p JOIN catalog.shops s`. Whether the shop is
 * public is copied on the product (p.shop_listed, AddedProductShopListing), so candidates are read from the products
 * alone unless the search reads the shop itself (its name, its rating or its hours).
 */
export function planProductSearch(filters: ProductFilters): SearchPlan {
  const params = new SqlParams();
  const conditions = ['p.is_active', 'p.shop_listed'];
  const matches: TextMatch[] = [];
  const product = termOf(filters.product);
  const shop = termOf(filters.shop);
  const location = termOf(filters.location);
  const category = termOf(filters.category);
  if (product) matches.push(nameMatch('p', product, params));
  if (shop) matches.push(nameMatch('s', shop, params));
  if (location) matches.push(locationMatch(location, params, 'p.shop_location'));
  if (category) conditions.push(categoryMatch(category, params, 'p.shop_category_id'));
  // The pin copied on the product; with words, its grid cell narrows the words' index scan (grid-cells).
  const local = localPlan(filters.local, params, BY_RATING, {
    pin: PRODUCT_SHOP_PIN,
    cellColumn: product ? 'p.shop_cell' : undefined,
    onlyNear: !product && !shop && !location && !category,
  });
  if (filters.local?.sort === 'newest') local.order = [descending('p.created_at')];
  const readsShop = shop !== undefined || filters.local?.sort === 'rating' || filters.local?.openAt !== undefined;
  return combine(
    readsShop ? PRODUCT_WITH_SHOP_CANDIDATES : PRODUCT_CANDIDATES,
    conditions,
    matches,
    params,
    [descending('p.created_at'), descending('p.id')],
    local,
    // Near me, the words and cells index already narrows the words to the circle's cells.
    product && !filters.local?.near ? PRODUCT_SEARCH_SAMPLE : undefined,
  );
}

/** A statement and its positional values. */
export interface SqlStatement {
  sql: string;
  values: unknown[];
}

/**
 * The settings every catalog connection starts with (catalog.module's sessionSettings), so a search is one
 * statement with no transaction or settings statement around it (three round trips fewer: 0.9 ms of a 6.7 ms mean
 * on the large set). pg_trgm's word similarity threshold is what a location's typo needs (`<%` in locationMatch,
 * the only query of the catalog using it; the typo correction of words sets its own). No parallel workers and no
 * JIT: a search reads at most TOTAL_COUNT_CAP candidates, so starting workers or compiling costs more than it
 * saves, and many searches run at once; the catalog's other queries are as small.
 */
export const SEARCH_SESSION_SETTINGS: SessionSettings = {
  'pg_trgm.word_similarity_threshold': String(WORD_SIMILARITY_THRESHOLD),
  max_parallel_workers_per_gather: '0',
  jit: 'off',
};

/**
 * The settings of the connections that run searches prepared (every plan but near me's by the pins' box, SearchPlan's
 * plannedPerSearch): Postgres plans each statement once per connection and keeps that plan. It planned a search for
 * each call before, about 0.5 ms of a search's 4 ms on the large set; its own choice ('auto') kept planning, since
 * a plan made without the values is estimated dearer than one made with them, though it runs as fast here.
 */
export const SEARCH_GENERIC_PLAN_SETTINGS: SessionSettings = {
  ...SEARCH_SESSION_SETTINGS,
  plan_cache_mode: 'force_generic_plan',
};

/**
 * One statement for the page and its total. The page is chosen among the capped candidates by their sort keys alone,
 * with a window count over them (search_total, on every row: the capped total; and sampled_total, those of them
 * from the sample, when the plan has one); only its rows are then read whole
 * (`columns` over `from`), so a search reads, joins and computes the select list of one page, not of every
 * candidate.
 */
export function pageStatement(
  plan: SearchPlan,
  columns: string,
  from: string,
  paging: { limit: number; offset: number },
): SqlStatement {
  const values = plan.params.values;
  const { id, select, keys } = plan.candidates;
  const keyNames = keys.map((_term, index) => `k${index}`).join(', ');
  const sampledTotal = plan.sampleEvery
    ? {
        outer: ', page.sampled_total',
        inner: ', count(*) FILTER (WHERE candidate.in_sample) OVER ()::int AS sampled_total',
      }
    : { outer: '', inner: '' };
  return {
    sql: `${plan.params.withClause()}SELECT ${columns}${plan.columns ? `, ${plan.columns}` : ''}, page.search_total${sampledTotal.outer} FROM (
        SELECT candidate.id, ${keyNames}, count(*) OVER ()::int AS search_total${sampledTotal.inner} FROM (${select}) candidate
        ORDER BY ${orderList(keys, 'candidate')} LIMIT $${values.length + 1} OFFSET $${values.length + 2}
      ) page JOIN (${from}) ON ${id} = page.id
      ORDER BY ${orderList(keys, 'page')}`,
    values: [...values, paging.limit, paging.offset],
  };
}

/** The total alone, for a page past the end (no row to carry the window count). */
export function countStatement(plan: SearchPlan, from: string): SqlStatement {
  return {
    sql: `${plan.params.withClause()}SELECT count(*)::int AS total FROM ${from} WHERE ${plan.where}`,
    values: plan.params.values,
  };
}
