import fc from 'fast-check';
import { RawJsonNumber } from './hostile-numbers';
import { queryString } from './http-call';
import { BodyCase, QueryCase } from './request-cases';
import { extraFieldName, hostileValue } from './hostile-values';

export type Fields = Record<string, unknown>;

type Mutation = (fields: Fields) => fc.Arbitrary<Fields>;

/** Some of the record's keys (at least one), or the record unchanged when an earlier step left it empty. */
function someKeys(fields: Fields): fc.Arbitrary<string[]> {
  const keys = Object.keys(fields);
  return keys.length === 0 ? fc.constant([]) : fc.subarray(keys, { minLength: 1 });
}

const dropFields: Mutation = (fields) =>
  someKeys(fields).map((dropped) => {
    const copy = { ...fields };
    for (const key of dropped) delete copy[key];
    return copy;
  });

const replaceFields: Mutation = (fields) =>
  someKeys(fields)
    .chain((keys) => fc.tuple(...keys.map((key) => hostileValue().map((value) => [key, value] as const))))
    .map((pairs) => withOwnProperties({ ...fields }, pairs));

const addFields: Mutation = (fields) =>
  fc
    .array(fc.tuple(extraFieldName(), hostileValue()), { minLength: 1, maxLength: 5 })
    .map((pairs) => withOwnProperties({ ...fields }, pairs));

/** Sets keys as own data properties, so even `__proto__` becomes a field of the JSON sent. */
function withOwnProperties(target: Fields, pairs: ReadonlyArray<readonly [string, unknown]>): Fields {
  for (const [key, value] of pairs) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return target;
}

/**
 * Valid-shaped records bent out of shape: fields missing, replaced with hostile values or wrong types, extra fields
 * added, one to three of these at once; a few stay valid, so accepted answers are checked too.
 */
export function mutatedRecord(valid: fc.Arbitrary<Fields>): fc.Arbitrary<Fields> {
  const mutation = fc.constantFrom<Mutation>(dropFields, replaceFields, addFields);
  return fc.oneof(
    { arbitrary: valid, weight: 1 },
    {
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .chain(([fields, steps]) =>
          steps.reduce<fc.Arbitrary<Fields>>((current, step) => current.chain(step), fc.constant(fields)),
        ),
      weight: 8,
    },
  );
}

/** A JSON request body: a mutated record, any JSON value at all, or text that is not JSON. */
export function badJsonBody(valid: fc.Arbitrary<Fields>): fc.Arbitrary<BodyCase> {
  return fc.oneof(
    { arbitrary: mutatedRecord(valid).map((value) => ({ kind: 'json', value }) as BodyCase), weight: 14 },
    { arbitrary: fc.jsonValue().map((value) => ({ kind: 'json', value }) as BodyCase), weight: 3 },
    { arbitrary: hostileValue().map((value) => ({ kind: 'json', value }) as BodyCase), weight: 1 },
    {
      arbitrary: fc
        .oneof(fc.string(), fc.constantFrom('{', '{"a":', '[1,', '{"a":1}}', "{'a':1}", 'null', '"text"', '1e999'))
        .map((text) => ({ kind: 'text', text }) as BodyCase),
      weight: 2,
    },
  );
}

/**
 * Node's HTTP parser refuses a request line over 16 KB with a bare 431 before any application code runs, so values
 * that travel in the URL are cut to this length; bodies carry the longer strings.
 */
export const MAX_URL_VALUE_LENGTH = 2_000;

/** The most encoded characters a generated query string may take (Node's limit on the whole head is 16 KB). */
export const MAX_QUERY_LENGTH = 8_000;

function asQueryValue(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.slice(0, 5).map((item) => asText(item));
  return asText(value);
}

function asText(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (value === null || value === undefined) text = '';
  else if (value instanceof RawJsonNumber) text = value.text;
  else if (typeof value === 'object') text = JSON.stringify(value) ?? '';
  else text = String(value);
  return text.slice(0, MAX_URL_VALUE_LENGTH);
}

/** Valid query parameters mutated like bodies, their values flattened to what a query string can hold. */
export function badQuery(valid: fc.Arbitrary<Fields>): fc.Arbitrary<QueryCase> {
  return fc
    .oneof(
      { arbitrary: mutatedRecord(valid), weight: 9 },
      {
        arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
        weight: 1,
      },
    )
    .map((fields) => {
      const query: QueryCase = {};
      for (const [key, value] of Object.entries(fields)) query[key] = asQueryValue(value);
      return fitInUrl(query);
    });
}

/** Halves the longest values until the encoded query fits in a URL Node accepts. */
function fitInUrl(query: QueryCase): QueryCase {
  const encodedLength = () => queryString(query).length;
  while (encodedLength() > MAX_QUERY_LENGTH) {
    const [key, value] = Object.entries(query).sort(([, a], [, b]) => String(b).length - String(a).length)[0];
    query[key] = Array.isArray(value) ? value.slice(0, Math.floor(value.length / 2)) : value.slice(0, value.length / 2);
  }
  return query;
}

/** A path segment where an id belongs: numbers of every kind and hostile strings (never empty, `.` or `..`). */
export function badPathSegment(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .oneof({ arbitrary: valid, weight: 1 }, { arbitrary: hostileValue().map(asText), weight: 9 })
    .filter((segment) => segment.trim() !== '' && segment !== '.' && segment !== '..');
}
