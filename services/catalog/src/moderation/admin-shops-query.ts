import { AdminShopsQuery } from '@app/contracts';
import { escapeLike, normalized, SqlParams } from '../search/search-sql';

const SORT_COLUMNS: Record<AdminShopsQuery['sortBy'], string> = {
  created: 's.created_at',
  name: 'lower(s.name)',
  location: 'lower(s.location)',
  status: 's.status',
};

/** WHERE, ORDER BY and parameters of GET /api/admin/all-shops (status, search over shop and owner, sort). */
export function planAdminShops(query: AdminShopsQuery): { where: string; orderBy: string; params: SqlParams } {
  const params = new SqlParams();
  const conditions: string[] = [];
  if (query.status !== 'all') conditions.push(`s.status = ${params.add(query.status)}`);
  const search = query.search?.trim();
  if (search) {
    const pattern = normalized(`${params.add(`%${escapeLike(search)}%`)}::text`);
    const fields = ['s.name', 's.location', 's.email', 'os.first_name', 'os.last_name', 'os.email'];
    conditions.push(`(${fields.map((field) => `${normalized(field)} LIKE ${pattern}`).join(' OR ')})`);
  }
  const direction = query.sortOrder === 'asc' ? 'ASC' : 'DESC';
  return {
    where: conditions.join(' AND ') || 'TRUE',
    orderBy: `${SORT_COLUMNS[query.sortBy]} ${direction}, s.id ${direction}`,
    params,
  };
}
