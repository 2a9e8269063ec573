/**
 * Pure builders of the directory search SQL: Postgres full text (english, unaccented) for words, trigram word
 * similarity for typos ('bakry' finds 'Bakery') and a LIKE on the unaccented lower-case text for fragments.
 * Each expression matches an index of the CreatedDirectory migration exactly.
 */

/** Word similarity needed for a typo to count as a match (pg_trgm's default is 0.6). */
export const WORD_SIMILARITY_THRESHOLD = 0.3;

/**
 * The most matches a search counts (X-Total-Count): beyond it the total reads as this number and paging ends there
 * (42 pages of 24). Counting every one of 45,000 matches of a common word costs more than finding the page.
 */
export const TOTAL_COUNT_CAP = 1000;

/** Collects positional parameters ($1, $2, ...) while a query is assembled. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
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

/**
 * Matches a term against a shop ('s') or product ('p'): its search vector (name, description and, for shops,
 * location), its name by trigram word similarity, or its name containing the term. Ranked by all three.
 */
export function nameMatch(alias: 's' | 'p', term: string, params: SqlParams): TextMatch {
  const raw = params.add(term);
  const pattern = params.add(`%${escapeLike(term)}%`);
  const query = `websearch_to_tsquery('english', catalog.immutable_unaccent(${raw}::text))`;
  const needle = normalized(`${raw}::text`);
  const column = normalized(`${alias}.name`);
  const contains = `${column} LIKE ${normalized(`${pattern}::text`)}`;
  return {
    where: `(${alias}.search_vector @@ ${query} OR ${needle} <% ${column} OR ${contains})`,
    rank: `(ts_rank(${alias}.search_vector, ${query}) + word_similarity(${needle}, ${column}) + CASE WHEN ${contains} THEN 0.5 ELSE 0 END)`,
  };
}

/** Matches a town or address fragment against the shop's location, accent- and case-insensitive, typo-tolerant. */
export function locationMatch(term: string, params: SqlParams): TextMatch {
  const raw = params.add(term);
  const pattern = params.add(`%${escapeLike(term)}%`);
  const needle = normalized(`${raw}::text`);
  const column = normalized('s.location');
  const contains = `${column} LIKE ${normalized(`${pattern}::text`)}`;
  return {
    where: `(${contains} OR ${needle} <% ${column})`,
    rank: `(word_similarity(${needle}, ${column}) + CASE WHEN ${contains} THEN 0.5 ELSE 0 END)`,
  };
}

/** The shop's category by slug (or by id, when a number is given). */
export function categoryMatch(category: string, params: SqlParams): string {
  const value = params.add(category);
  return `s.category_id IN (SELECT id FROM catalog.categories WHERE slug = ${value} OR id::text = ${value})`;
}

/** What the public may see: approved, active shops whose owner is not banned. */
export const PUBLIC_SHOP =
  's.is_approved AND s.is_active AND NOT EXISTS (SELECT 1 FROM catalog.owner_status os WHERE os.owner_id = s.owner_id AND os.banned)';

export interface ShopFilters {
  search?: string;
  location?: string;
  category?: string;
  /** 'public': approved, active shops of owners in good standing; 'unapproved': pending and rejected (admins). */
  visibility: 'public' | 'unapproved';
}

export interface ProductFilters {
  shop?: string;
  product?: string;
  location?: string;
  category?: string;
}

export interface SearchPlan {
  where: string;
  /** ORDER BY list. */
  orderBy: string;
  params: SqlParams;
}

function combine(conditions: string[], matches: TextMatch[], params: SqlParams, fallbackOrder: string): SearchPlan {
  const where = [...conditions, ...matches.map((match) => match.where)].join(' AND ') || 'TRUE';
  const orderBy =
    matches.length > 0 ? `${matches.map((match) => match.rank).join(' + ')} DESC, ${fallbackOrder}` : fallbackOrder;
  return { where, orderBy, params };
}

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
  return combine(conditions, matches, params, 's.created_at DESC, s.id DESC');
}

/** WHERE and ORDER BY of GET /api/products/search over `catalog.products p JOIN catalog.shops s`. */
export function planProductSearch(filters: ProductFilters): SearchPlan {
  const params = new SqlParams();
  const conditions = ['p.is_active', PUBLIC_SHOP];
  const matches: TextMatch[] = [];
  const product = termOf(filters.product);
  const shop = termOf(filters.shop);
  const location = termOf(filters.location);
  const category = termOf(filters.category);
  if (product) matches.push(nameMatch('p', product, params));
  if (shop) matches.push(nameMatch('s', shop, params));
  if (location) matches.push(locationMatch(location, params));
  if (category) conditions.push(categoryMatch(category, params));
  return combine(conditions, matches, params, 'p.created_at DESC, p.id DESC');
}
