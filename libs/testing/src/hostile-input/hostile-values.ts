import fc from 'fast-check';
import { hostileNumber } from './hostile-numbers';
import { hostileString } from './hostile-strings';

/** Values of the wrong JSON type for any field: null, booleans, empty and nested containers, deep nesting. */
export function wrongTypeValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(null, true, false, [], {}, [1, 2, 3], { value: 1 }, [null], [[[]]], { $gt: '' }),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 5 }),
    fc.integer({ min: 50, max: 500 }).map((depth) => nested(depth)),
  );
}

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { value };
  return value;
}

/** What a field may be replaced with: a hostile string or number, the wrong type, or any JSON at all. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: hostileString(), weight: 4 },
    { arbitrary: hostileNumber(), weight: 3 },
    { arbitrary: wrongTypeValue(), weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  );
}

/** Names of extra fields: prototype keys and fields a careless handler might copy (mass assignment). */
export function extraFieldName(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId', 'ownerId', 'role', 'isAdmin', 'banned'),
    fc.constantFrom('status', 'isApproved', 'isActive', 'rating', 'createdAt', 'passwordHash', 'toString'),
    fc.string({ minLength: 1, maxLength: 20 }),
  );
}
