import { ratingText, roundAverage, totalsOf } from './shop-totals';

describe(roundAverage.name, () => {
  it('gives 0 for a shop without reviews', () => {
    expect(roundAverage(0, 0)).toBe(0);
  });

  it('rounds the average to two decimals', () => {
    expect(roundAverage(14, 3)).toBe(4.67);
    expect(roundAverage(13, 3)).toBe(4.33);
    expect(roundAverage(9, 2)).toBe(4.5);
    expect(roundAverage(1, 8)).toBe(0.13);
  });

  it('stays within 0 to 5', () => {
    expect(roundAverage(30, 5)).toBe(5);
  });
});

describe(ratingText.name, () => {
  it('writes two decimals as ShopResponse does', () => {
    expect(ratingText(4.5)).toBe('4.50');
    expect(ratingText(0)).toBe('0.00');
    expect(ratingText(4.67)).toBe('4.67');
  });
});

describe(totalsOf.name, () => {
  it('gives the average, the count and the reviews per number of stars', () => {
    expect(
      totalsOf([
        { rating: 5, count: 2 },
        { rating: 1, count: 1 },
      ]),
    ).toEqual({ average: 3.67, count: 3, breakdown: { '1': 1, '2': 0, '3': 0, '4': 0, '5': 2 } });
  });

  it('gives zeros for a shop without visible reviews', () => {
    expect(totalsOf([])).toEqual({ average: 0, count: 0, breakdown: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } });
  });
});
