import { escapeLike, orderClause, searchCondition, SqlParams, totalPages } from './people-query';

describe(searchCondition.name, () => {
  it('searches names, e-mail and phone, with the phone also as digits', () => {
    const params = new SqlParams();
    const condition = searchCondition('087 123', params, { names: true, email: true, phone: true });
    expect(condition).toBe(
      "(u.first_name ILIKE $1 OR u.last_name ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1 OR " +
        'u.email ILIKE $1 OR u.phone ILIKE $2)',
    );
    expect(params.values).toEqual(['%087 123%', '%087123%']);
  });

  it('matches a whole-number search against the id too', () => {
    const params = new SqlParams();
    expect(searchCondition('42', params, { email: true, id: true })).toBe('(u.email ILIKE $1 OR u.id = $2)');
    expect(params.values).toEqual(['%42%', 42]);
  });

  it('adds nothing without a search', () => {
    expect(searchCondition('  ', new SqlParams(), { names: true })).toBeNull();
    expect(searchCondition(undefined, new SqlParams(), { names: true })).toBeNull();
  });

  it('treats LIKE wildcards as text', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe(orderClause.name, () => {
  it('sorts by name case-insensitively and ends with the id', () => {
    expect(orderClause('name', 'asc')).toBe('lower(u.first_name) ASC, lower(u.last_name) ASC, u.id ASC');
    expect(orderClause('created', 'desc')).toBe('u.created_at DESC, u.id DESC');
  });
});

describe(totalPages.name, () => {
  it('rounds up', () => {
    expect(totalPages(0, 20)).toBe(0);
    expect(totalPages(41, 20)).toBe(3);
  });
});
