import { adminShopsQuerySchema } from '@app/contracts';
import { planAdminShops } from './admin-shops-query';

describe(planAdminShops.name, () => {
  it('accepts the simple form ?status=approved', () => {
    const plan = planAdminShops(adminShopsQuerySchema.parse({ status: 'approved' }));
    expect(plan.where).toBe('s.status = $1');
    expect(plan.params.values).toEqual(['approved']);
    expect(plan.orderBy).toBe('s.created_at DESC, s.id DESC');
  });

  it('searches shop and owner fields and sorts as asked', () => {
    const plan = planAdminShops(
      adminShopsQuerySchema.parse({ search: 'Ó Sé', status: 'all', sortBy: 'name', sortOrder: 'asc' }),
    );
    expect(plan.params.values).toEqual(['%Ó Sé%']);
    expect(plan.where).toContain('lower(catalog.immutable_unaccent(os.last_name)) LIKE');
    expect(plan.orderBy).toBe('lower(s.name) ASC, s.id ASC');
  });
});
