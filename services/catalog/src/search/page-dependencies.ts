import { DataSource } from 'typeorm';
import { poolQuery } from '@app/database';
import { LocalFilters, SqlParams, termOf } from './search-sql';
import { parseTsquery, SearchDependencies, TermDependency } from './search-dependencies';

/** The filters a page's dependencies are read from (ShopFilters and ProductFilters share their names). */
export interface DependencyFilters {
  kind: SearchDependencies['kind'];
  shopTerm?: string;
  productTerm?: string;
  location?: string;
  category?: string;
  local?: LocalFilters;
}

/**
 * What a computed page depends on (search-dependencies), read right after the page: each term's tsquery
 * as the search ran it and the typed words the vocabulary does not know, and the location as the database
 * normalises it. One statement of constant expressions, only on a miss of an enabled cache.
 */
export async function readPageDependencies(
  dataSource: DataSource,
  filters: DependencyFilters,
  shown: { shopIds: number[]; productIds?: number[] },
): Promise<SearchDependencies> {
  const params = new SqlParams();
  const columns: string[] = [];
  const terms: Array<['shopTerm' | 'productTerm', string]> = [];
  for (const name of ['shopTerm', 'productTerm'] as const) {
    const term = termOf(filters[name]);
    if (!term) continue;
    const raw = params.add(term);
    terms.push([name, term]);
    columns.push(`catalog.search_tsquery(${raw}::text)::text AS "${name}Query"`);
    columns.push(`ARRAY(SELECT DISTINCT typed FROM regexp_split_to_table(lower(catalog.immutable_unaccent(${raw}::text)), '[^[:alnum:]]+') typed
      WHERE length(typed) >= 3 AND typed !~ '[0-9]'
        AND NOT EXISTS (SELECT 1 FROM catalog.search_words known WHERE known.word = typed)) AS "${name}Unknown"`);
  }
  const location = termOf(filters.location);
  if (location) columns.push(`lower(catalog.immutable_unaccent(${params.add(location)}::text)) AS location`);

  const dependencies: SearchDependencies = { kind: filters.kind, shopIds: [...new Set(shown.shopIds)] };
  if (shown.productIds) dependencies.productIds = shown.productIds;
  const category = termOf(filters.category);
  if (category) dependencies.category = category;
  const near = filters.local?.near;
  if (near) dependencies.near = { ...near, radiusKm: filters.local!.radiusKm };
  if (columns.length === 0) return dependencies;

  const rows = await poolQuery<Record<string, unknown>>(dataSource, `SELECT ${columns.join(', ')}`, params.values);
  const row = rows[0];
  for (const [name] of terms) {
    const term: TermDependency = {
      ...parseTsquery(String(row[`${name}Query`] ?? '')),
      unknownWords: (row[`${name}Unknown`] as string[] | null) ?? [],
    };
    dependencies[name] = term;
  }
  if (location) dependencies.location = String(row.location);
  return dependencies;
}
