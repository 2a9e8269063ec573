/** Small statistics over samples: what every target reports. */

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The p-th percentile (0-100), nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Runs `measure` `times` times in a row and keeps every figure plus the median of each field. */
export async function medianOfRuns<T extends Record<string, number>>(
  times: number,
  measure: (run: number) => Promise<T>,
): Promise<{ median: T; runs: T[] }> {
  const runs: T[] = [];
  for (let run = 0; run < times; run += 1) runs.push(await measure(run));
  const keys = Object.keys(runs[0]) as Array<keyof T>;
  const result = {} as Record<keyof T, number>;
  for (const key of keys) result[key] = median(runs.map((one) => one[key]));
  return { median: result as T, runs };
}
