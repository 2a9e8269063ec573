import { phoneDigits } from '@app/contracts';

/** Placeholders for a hand-written query: `params.add(value)` returns `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export interface SearchFields {
  names?: boolean;
  email?: boolean;
  phone?: boolean;
  city?: boolean;
  /** Matches the id exactly when the search is a whole number. */
  id?: boolean;
}

const MAX_ID = 2_147_483_647;

/** A case-insensitive "contains" over the chosen columns of `identity.users u`, or null without a search. */
export function searchCondition(search: string | undefined, params: SqlParams, fields: SearchFields): string | null {
  const text = search?.trim();
  if (!text) return null;
  const pattern = params.add(`%${escapeLike(text)}%`);
  const parts: string[] = [];
  if (fields.names) {
    parts.push(`u.first_name ILIKE ${pattern}`, `u.last_name ILIKE ${pattern}`);
    parts.push(`(u.first_name || ' ' || u.last_name) ILIKE ${pattern}`);
  }
  if (fields.email) parts.push(`u.email ILIKE ${pattern}`);
  if (fields.city) parts.push(`u.city ILIKE ${pattern}`);
  if (fields.phone) {
    const digits = phoneDigits(text);
    parts.push(`u.phone ILIKE ${digits && digits !== text ? params.add(`%${escapeLike(digits)}%`) : pattern}`);
  }
  if (fields.id && /^\d{1,10}$/.test(text) && Number(text) <= MAX_ID) parts.push(`u.id = ${params.add(Number(text))}`);
  return parts.length > 0 ? `(${parts.join(' OR ')})` : null;
}

export type PeopleSort = 'created' | 'name' | 'email' | 'role' | 'shopName';

/** ORDER BY for the admin lists, always ending with the id so pages never overlap. */
export function orderClause(sortBy: PeopleSort, sortOrder: 'asc' | 'desc'): string {
  const direction = sortOrder === 'asc' ? 'ASC' : 'DESC';
  switch (sortBy) {
    case 'created':
      return `u.created_at ${direction}, u.id ${direction}`;
    case 'name':
      return `lower(u.first_name) ${direction}, lower(u.last_name) ${direction}, u.id ${direction}`;
    case 'email':
      return `lower(u.email) ${direction} NULLS LAST, u.id ${direction}`;
    case 'role':
      return `u.role ${direction}, u.created_at DESC, u.id DESC`;
    case 'shopName':
      return `lower(stats.shop_name) ${direction} NULLS LAST, u.id ${direction}`;
  }
}

export function totalPages(totalCount: number, limit: number): number {
  return Math.ceil(totalCount / limit);
}
