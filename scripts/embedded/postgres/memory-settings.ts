import { totalmem } from 'node:os';

/** The machine's memory, or a container's limit when that is lower (0 or a huge number: no limit). */
export function availableMemory(): number {
  const limit = process.constrainedMemory?.() ?? 0;
  return limit > 0 ? Math.min(limit, totalmem()) : totalmem();
}

const MB = 1024 * 1024;
/** PostgreSQL's own default, kept on small machines. */
const MIN_SHARED_BUFFERS_MB = 128;
/** Past a few GB more shared buffers buy little on one box that also runs the services: the OS cache holds the rest. */
const MAX_SHARED_BUFFERS_MB = 4096;

/**
 * Memory settings for a PostgreSQL server that shares one machine with the marketplace's services: an eighth of the
 * memory as shared buffers (PostgreSQL's 128 MB default left the large set's products, 365 MB, to be copied back
 * from the OS cache page by page: a quarter of a search's time in the server went to that, docs/decisions.md) and
 * half of it as the planner's estimate of what the OS caches besides.
 */
export function memorySettings(totalMemoryBytes: number = availableMemory()): Record<string, string> {
  const totalMb = Math.floor(totalMemoryBytes / MB);
  const sharedBuffersMb = Math.min(MAX_SHARED_BUFFERS_MB, Math.max(MIN_SHARED_BUFFERS_MB, Math.floor(totalMb / 8)));
  const effectiveCacheMb = Math.max(sharedBuffersMb, Math.floor(totalMb / 2));
  return {
    shared_buffers: `${sharedBuffersMb}MB`,
    effective_cache_size: `${effectiveCacheMb}MB`,
  };
}
