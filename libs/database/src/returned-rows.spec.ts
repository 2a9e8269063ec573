import { returnedRows } from './returned-rows';

describe(returnedRows.name, () => {
  it('unwraps the rows of an UPDATE or DELETE answer', () => {
    expect(returnedRows([[{ id: 1 }], 1])).toEqual([{ id: 1 }]);
    expect(returnedRows([[], 0])).toEqual([]);
  });

  it('keeps the rows of a SELECT or INSERT answer', () => {
    expect(returnedRows([{ id: 1 }, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
