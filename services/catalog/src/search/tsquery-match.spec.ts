import { couldMatch, parseTsqueryTree } from './tsquery-match';

const holding = (...lexemes: string[]) => new Set(lexemes);

describe(parseTsqueryTree.name, () => {
  it('reads words, corrections and prefixes with the precedence Postgres prints them in', () => {
    expect(parseTsqueryTree(`( 'bakeri' | 'bake':* ) & 'o''brien'`)).toEqual({
      all: [
        {
          any: [
            { lexeme: 'bakeri', prefix: false },
            { lexeme: 'bake', prefix: true },
          ],
        },
        { lexeme: "o'brien", prefix: false },
      ],
    });
    expect(parseTsqueryTree(`'a' | 'b' & 'c'`)).toEqual({
      any: [
        { lexeme: 'a', prefix: false },
        {
          all: [
            { lexeme: 'b', prefix: false },
            { lexeme: 'c', prefix: false },
          ],
        },
      ],
    });
  });

  it('reads phrases, weights and negations', () => {
    expect(parseTsqueryTree(`'sun' <-> 'cream' & 'spf':A`)).toEqual({
      all: [
        {
          all: [
            { lexeme: 'sun', prefix: false },
            { lexeme: 'cream', prefix: false },
          ],
        },
        { lexeme: 'spf', prefix: false },
      ],
    });
    expect(parseTsqueryTree(`'bread' <2> 'rye'`)).toEqual({
      all: [
        { lexeme: 'bread', prefix: false },
        { lexeme: 'rye', prefix: false },
      ],
    });
    expect(parseTsqueryTree(`'bread' & !'rye'`)).toEqual({
      all: [{ lexeme: 'bread', prefix: false }, { not: { lexeme: 'rye', prefix: false } }],
    });
  });

  it('gives nothing for an empty query or text it cannot read', () => {
    expect(parseTsqueryTree('')).toBeUndefined();
    expect(parseTsqueryTree('   ')).toBeUndefined();
    expect(parseTsqueryTree(`( 'a' & 'b'`)).toBeUndefined();
    expect(parseTsqueryTree(`'a' 'b'`)).toBeUndefined();
    expect(parseTsqueryTree(`'a' & ?`)).toBeUndefined();
  });
});

describe(couldMatch.name, () => {
  const fullCarService = parseTsqueryTree(`'full' & 'car' & ( 'servic' | 'servicc' )`)!;

  it('needs a lexeme of every word, a correction standing for its word', () => {
    expect(couldMatch(fullCarService, holding('full', 'car', 'servic', 'natur'))).toBe(true);
    expect(couldMatch(fullCarService, holding('full', 'car', 'servicc'))).toBe(true);
    expect(couldMatch(fullCarService, holding('full', 'servic', 'soap'))).toBe(false);
    expect(couldMatch(fullCarService, holding())).toBe(false);
  });

  it('matches a prefix against any lexeme starting with it', () => {
    const prefixed = parseTsqueryTree(`'bake':* & 'bread'`)!;
    expect(couldMatch(prefixed, holding('bakeri', 'bread'))).toBe(true);
    expect(couldMatch(prefixed, holding('bread', 'cake'))).toBe(false);
  });

  it('takes a negation as holding, so a row losing the negated word is not missed', () => {
    const negated = parseTsqueryTree(`'bread' & !'rye'`)!;
    expect(couldMatch(negated, holding('bread', 'rye'))).toBe(true);
    expect(couldMatch(negated, holding('rye'))).toBe(false);
  });
});
