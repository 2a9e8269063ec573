/**
 * Which cached search pages a catalog write may touch (issue 20): a page is dropped when the changed shop is on it,
 * or when the changed row could match its search before or after the write (then the page, its order or its total
 * may differ). "Could match" is decided on the safe side from what catalog.search_changes records
 * (AddedSearchChanges migration): a page is kept only when the change provably cannot reach it.
 */
import { couldMatch, parseTsqueryTree, TsqueryNode } from './tsquery-match';

/** A search term as the database matched it. */
export interface TermDependency {
  /**
   * catalog.search_tsquery(term) as a tree: a changed row can reach the page only if its lexemes could satisfy it
   * (all of a term's words, each as typed or corrected). Absent when the text could not be read.
   */
  query?: TsqueryNode;
  /** Lexemes of catalog.search_tsquery(term), its typo corrections included. */
  lexemes: string[];
  /** Lexemes matched as prefixes (':*'). */
  prefixes: string[];
  /** Typed words the vocabulary did not know: a new known word close to one of them changes the corrections. */
  unknownWords: string[];
  /** The query negates a word: a change that removes that word can add a match, so every change may matter. */
  negated: boolean;
}

export interface SearchDependencies {
  kind: 'shops' | 'products';
  /** Shops on the page (for products, the shops of the products shown). */
  shopIds: number[];
  /** Products on a product page; absent on shop lists (and on pages cached before it was recorded). */
  productIds?: number[];
  /** The category filter as given (slug or id). */
  category?: string;
  near?: { latitude: number; longitude: number; radiusKm: number };
  /** The location filter, normalised as the database compares it. */
  location?: string;
  /**
   * Set when every candidate of the page came from the search sample (search-sql's PRODUCT_SEARCH_SAMPLE: the
   * products whose id is a multiple of this) because the sample alone held TOTAL_COUNT_CAP matches: no other
   * product was read, so none can enter or leave the candidates, and the total stays at the cap.
   */
  sampleEvery?: number;
  /** The shop search's term, or a product search's shop term. */
  shopTerm?: TermDependency;
  productTerm?: TermDependency;
}

/** One row of catalog.search_changes. */
export interface SearchChange {
  id: number;
  /** 'words': the vocabulary gained `words` (catalog.search_words), so a typo may now be corrected towards them. */
  scope: 'shop' | 'product' | 'all' | 'words';
  shopId: number | null;
  /** The product of a product change; null on other scopes (and on product changes logged before it was recorded). */
  productId: number | null;
  lexemes: string[];
  /** Words the vocabulary gained (scope 'words'); empty on other changes. */
  words: string[];
  locations: string[];
  categories: string[];
  /** Latitude, longitude pairs before and after; null when unknown (the shop is gone). */
  points: number[] | null;
  /** A fact the shop's products inherit changed (listed or not, place, category, hours, rating). */
  shopLevel: boolean;
  /**
   * Whether the row matches or where it ranks may have changed (its words, listing, place, category, hours,
   * rating, age); when not (a new price, phone or picture), only pages showing it can differ.
   */
  matchChanged: boolean;
  /**
   * A product change that may alter its shop's count of listed products (an insert, a delete, a move or a change of
   * listing): the one product fact a shop list shows. True on other scopes.
   */
  productCountChanged: boolean;
  /**
   * A shop change that may alter what its products' cards show of it (name, place, rating, category) or whether they
   * show (listing, owner); a new description or phone does not. True on other scopes.
   */
  productCardChanged: boolean;
}

/** Trigram similarity at or above which a known word may be offered as a correction (below the function's 0.2). */
const CORRECTION_SIMILARITY = 0.15;
/** Share of a location term's trigrams found in a location at or above which it may match (word similarity 0.3). */
const LOCATION_SHARE = 0.25;
/** Slack on the radius, for rounding between the database's earth distance and this one. */
const RADIUS_SLACK_KM = 0.5;

export function mayAffect(page: SearchDependencies, change: SearchChange): boolean {
  if (change.scope === 'words') return [page.shopTerm, page.productTerm].some((term) => mayBeCorrectedTo(term, change));
  if (change.scope === 'all' || change.shopId === null) return true;
  if (showsChangedRow(page, change, change.shopId)) return true;
  if (!change.matchChanged) return false;
  if (change.scope === 'product' && page.kind === 'shops') return false;
  if (change.scope === 'product' && outsideSample(page, change.productId)) return false;
  if (page.category !== undefined && !change.categories.includes(page.category)) return false;
  if (page.near && change.points !== null && !anyPointWithin(change.points, page.near)) return false;
  if (page.location !== undefined && !change.locations.some((location) => locationMayMatch(page.location!, location))) {
    return false;
  }
  if (page.kind === 'shops') return page.shopTerm ? termMayMatch(page.shopTerm, change) : true;
  if (change.scope === 'shop') {
    // The shop's products are unchanged: they can enter or leave only through the shop's term or its shared facts.
    if (page.shopTerm) return termMayMatch(page.shopTerm, change);
    return change.shopLevel;
  }
  return page.productTerm ? termMayMatch(page.productTerm, change) : true;
}

/**
 * Whether the page shows what changed: the shop (on a shop list, through its product count only for a product
 * change; on a product page, through what its products' cards show of it), or for a product change on a product
 * page that product itself; the other products of its shop show nothing of it.
 */
function showsChangedRow(page: SearchDependencies, change: SearchChange, shopId: number): boolean {
  if (change.scope !== 'product') {
    return (page.kind === 'shops' || change.productCardChanged) && page.shopIds.includes(shopId);
  }
  if (page.kind === 'shops') return change.productCountChanged && page.shopIds.includes(shopId);
  if (change.productId === null || page.productIds === undefined) return page.shopIds.includes(shopId);
  return page.productIds.includes(change.productId);
}

/** A product a full-sample page (sampleEvery) never read: its change reaches the page only by being shown on it. */
function outsideSample(page: SearchDependencies, productId: number | null): boolean {
  return page.sampleEvery !== undefined && productId !== null && productId % page.sampleEvery !== 0;
}

/**
 * Whether the changed row, before or after (change.lexemes holds both), could match the term: against the tree, a
 * row must hold a lexeme of every word, not just one of them (a rename to "Full Car Service" leaves a search for
 * "Natural Soap" alone).
 */
function termMayMatch(term: TermDependency, change: SearchChange): boolean {
  if (term.negated) return true;
  return term.query ? couldMatch(term.query, lexemeSetOf(change)) : sharesLexeme(term, change);
}

/** A typed word the vocabulary did not know may now be corrected towards a word it gained, changing every match. */
function mayBeCorrectedTo(term: TermDependency | undefined, change: SearchChange): boolean {
  return (
    term !== undefined && term.unknownWords.some((typed) => change.words.some((known) => mayCorrectTo(typed, known)))
  );
}

/** One set per change, however many cached pages it is tested against. */
const lexemeSets = new WeakMap<SearchChange, ReadonlySet<string>>();

function lexemeSetOf(change: SearchChange): ReadonlySet<string> {
  let lexemes = lexemeSets.get(change);
  if (!lexemes) {
    lexemes = new Set(change.lexemes);
    lexemeSets.set(change, lexemes);
  }
  return lexemes;
}

function sharesLexeme(term: TermDependency, change: SearchChange): boolean {
  const exact = new Set(term.lexemes);
  return change.lexemes.some(
    (lexeme) => exact.has(lexeme) || term.prefixes.some((prefix) => lexeme.startsWith(prefix)),
  );
}

/** catalog.search_tsquery offers a known word for a typed one when it contains it or is similar enough. */
export function mayCorrectTo(typed: string, known: string): boolean {
  return known.includes(typed) || trigramSimilarity(typed, known) >= CORRECTION_SIMILARITY;
}

export function locationMayMatch(term: string, location: string): boolean {
  if (location.includes(term)) return true;
  const wanted = trigrams(term);
  if (wanted.size === 0) return false;
  const present = trigrams(location);
  let shared = 0;
  for (const trigram of wanted) if (present.has(trigram)) shared += 1;
  return shared / wanted.size >= LOCATION_SHARE;
}

/** pg_trgm's trigrams: each word (letters and digits) padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const letters = [' ', ' ', ...word, ' '];
    for (let index = 0; index + 3 <= letters.length; index += 1) found.add(letters.slice(index, index + 3).join(''));
  }
  return found;
}

export function trigramSimilarity(left: string, right: string): number {
  const a = trigrams(left);
  const b = trigrams(right);
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

const EARTH_RADIUS_KM = 6371;

function anyPointWithin(points: number[], near: NonNullable<SearchDependencies['near']>): boolean {
  for (let index = 0; index + 1 < points.length; index += 2) {
    if (
      distanceKm(points[index], points[index + 1], near.latitude, near.longitude) <=
      near.radiusKm + RADIUS_SLACK_KM
    ) {
      return true;
    }
  }
  return false;
}

function distanceKm(latitudeA: number, longitudeA: number, latitudeB: number, longitudeB: number): number {
  const radians = Math.PI / 180;
  const dLatitude = (latitudeB - latitudeA) * radians;
  const dLongitude = (longitudeB - longitudeA) * radians;
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(latitudeA * radians) * Math.cos(latitudeB * radians) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The lexemes of a tsquery's text form ('bakeri' | 'bake':* & !'x'), and whether it negates any. */
export function parseTsquery(text: string): Omit<TermDependency, 'unknownWords'> {
  const lexemes: string[] = [];
  const prefixes: string[] = [];
  const pattern = /'((?:[^']|'')*)'(:[*A-D]+)?/g;
  for (const match of text.matchAll(pattern)) {
    const lexeme = match[1].replace(/''/g, "'");
    if (match[2]?.includes('*')) prefixes.push(lexeme);
    else lexemes.push(lexeme);
  }
  const query = parseTsqueryTree(text);
  return { ...(query ? { query } : {}), lexemes, prefixes, negated: text.replace(pattern, '').includes('!') };
}
