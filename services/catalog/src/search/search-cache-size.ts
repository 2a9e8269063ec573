import { totalmem } from 'node:os';

const MEGABYTE = 1024 * 1024;
const SMALLEST = 64 * MEGABYTE;
const LARGEST = 1024 * MEGABYTE;

/**
 * The search cache's default byte budget: a 32nd of the machine's memory, at least 64 MB and at most 1 GB. On the
 * 24 GB bench machine that is 768 MB, enough for the pages of all of T5's 12,000 searches (about 30 KB each as
 * estimated), where the former fixed 64 MB held about 2,000 and so capped the hit rate of a long-tail workload;
 * on a 2 GB machine it stays at 64 MB.
 */
export function defaultSearchCacheBytes(machineBytes: number = totalmem()): number {
  return Math.min(LARGEST, Math.max(SMALLEST, Math.floor(machineBytes / 32)));
}
