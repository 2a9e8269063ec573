import fc from 'fast-check';

/**
 * A number that JSON cannot carry as such (1e999 parses to Infinity, 1e-999 to 0, long integers lose precision):
 * serialised without quotes by `toJsonText`, so the server's JSON parser is what meets it.
 */
export class RawJsonNumber {
  constructor(readonly text: string) {}
}

const EDGE_NUMBERS = [
  -1,
  0,
  -0,
  1,
  0.1,
  0.5,
  1.5,
  99.999,
  1e-7,
  5e-324,
  1e21,
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];

/** Strings that some number parsers accept and others refuse. */
export const NUMBER_LIKE_STRINGS: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '0x1F',
  '0b11',
  '0o7',
  '1_000',
  ' 42 ',
  '+7',
  '-0',
  '1e3',
  '1.0',
  '1,5',
  '٣',
  '１',
  '9'.repeat(400),
  `-${'9'.repeat(400)}`,
  `${'0'.repeat(1000)}1`,
  '12345678901234567890',
  '',
  ' ',
];

/** Negative, huge, fractional and NaN-like numbers, as numbers, raw JSON number tokens and strings. */
export function hostileNumber(): fc.Arbitrary<number | string | RawJsonNumber> {
  return fc.oneof(
    fc.constantFrom(...EDGE_NUMBERS),
    fc.integer(),
    fc.double(),
    fc
      .constantFrom('1e999', '-1e999', '1e-999', '123456789012345678901234567890', '-0.0', '4.9e-324')
      .map((text) => new RawJsonNumber(text)),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((value) => value.toString()),
    fc.constantFrom(...NUMBER_LIKE_STRINGS),
  );
}
