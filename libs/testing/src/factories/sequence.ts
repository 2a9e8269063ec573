/** Ids for entities a test does not number itself, counted per test file from `first`. */
export function sequence(first: number): () => number {
  let next = first;
  return () => next++;
}
