import fc from 'fast-check';

/** Unicode that breaks naive code: lone surrogates, NUL, direction marks, emoji sequences, combining marks. */
export const UNICODE_EDGE_CASES: readonly string[] = [
  '\uD800',
  '\uDFFF',
  'a\uD83D',
  '\uDE00b',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(16),
  '\u202E',
  '\u200F',
  '\u202Egnp.exe',
  '\u061C\u0627\u0644\u0639\u0631\u0628\u064A\u0629',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  '😀'.repeat(60),
  'e\u0301',
  'Z\u0351\u0360\u0361\u0489'.repeat(30),
  '\u200B',
  '\uFEFF',
  '\u00A0',
  '\u2028\u2029',
  '\r\n',
  '\t',
  'ǅİßﬁ',
  '\uFFFD',
  '\uFFFF',
  '\u{10FFFF}',
  '١٢٣٤٥٦',
  '０１２３４５',
  ' ',
  '',
];

/** SQL, HTML, JavaScript, template, path and format-string injections. Stored as text, they must stay text. */
export const INJECTION_STRINGS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10); --',
  "\\'; --",
  '" OR ""="',
  "admin'--",
  '%27%20OR%201%3D1',
  '$1',
  '%',
  '_%_',
  '\\',
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '#{7*7}',
  '__proto__',
  'constructor',
  '{"$gt":""}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%s%s%s%n',
  'NaN',
  'null',
  'undefined',
  'true',
];

/** Inputs that make backtracking regular expressions (e-mail and phone checks) take quadratic time. */
function backtrackingBait(length: number): fc.Arbitrary<string> {
  return fc.constantFrom(
    `a@${'b.'.repeat(length / 2)} c`,
    `${'a'.repeat(length)}@`,
    `a@${'a-'.repeat(length / 2)}`,
    `${'1'.repeat(length)}x`,
    `${' '.repeat(length)}x`,
    `Aa1@${'a'.repeat(length)}\n`,
  );
}

/** One unit repeated to `length` characters (cut wherever it falls, so surrogate pairs may be split on purpose). */
function repeated(length: number): fc.Arbitrary<string> {
  return fc
    .constantFrom('a', 'é', '😀', '\u0000', 'e\u0301', '<script>', "' OR 1=1 --", ' ')
    .map((unit) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
}

/** Strings from 1,000 to 100,000 characters: past every column limit and around the JSON body limit. */
export function hugeString(): fc.Arbitrary<string> {
  return fc
    .integer({ min: 1_000, max: 100_000 })
    .chain((length) =>
      fc.oneof({ arbitrary: repeated(length), weight: 3 }, { arbitrary: backtrackingBait(length), weight: 1 }),
    );
}

/** Any of the above, random unicode, or a mix of an edge case inside ordinary text. */
export function hostileString(): fc.Arbitrary<string> {
  const edge = fc.constantFrom(...UNICODE_EDGE_CASES);
  const injection = fc.constantFrom(...INJECTION_STRINGS);
  return fc.oneof(
    { arbitrary: edge, weight: 3 },
    { arbitrary: injection, weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }), weight: 2 },
    {
      arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.oneof(edge, injection)).map(([text, bad]) => text + bad),
      weight: 2,
    },
    { arbitrary: hugeString(), weight: 1 },
  );
}
