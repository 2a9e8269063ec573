import { affectedRowCount, returnedRows } from './returned-rows';

describe(returnedRows.name, () => {
  it('unwraps the rows of an UPDATE or DELETE answer', () => {
    expect(returnedRows([[{ id: 1 }], 1])).toEqual([{ id: 1 }]);
    expect(returnedRows([[], 0])).toEqual([]);
  });

  it('keeps the rows of a SELECT or INSERT answer', () => {
    expect(returnedRows([{ id: 1 }, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe(affectedRowCount.name, () => {
  it('reads the count of an UPDATE or DELETE answer, and 0 of any other', () => {
    expect(affectedRowCount([[], 42])).toBe(42);
    expect(affectedRowCount([{ id: 1 }, { id: 2 }])).toBe(0);
  });
});
