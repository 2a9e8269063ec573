import { BenchDatabase } from './bench-database';
import { BenchStack } from './bench-stack';
import { BenchOptions } from './options';

/** Durations and sizes of one mode. Full mode: the figures; quick mode: small and short, for development. */
export interface BenchSettings {
  runs: number;
  warmupSeconds: number;
  httpSeconds: number;
  sequentialRequests: number;
  searchSeconds: number;
  /**
   * Searches sent with the cache on before its measured runs, while the writer runs: the cache as a catalog that
   * has served for a while holds it. Fewer first sights of the long tail remain after it (first-sights.js).
   */
  searchCacheWarmupRequests: number;
  chatSockets: number;
  chatMessagesPerSecond: number;
  chatSeconds: number;
  broadcastSockets: number;
  broadcastsPerSecond: number;
  broadcastSeconds: number;
  relaySeconds: number;
  lagEventsPerSecond: number;
  lagSeconds: number;
  burstSeconds: number;
}

export const FULL_SETTINGS: BenchSettings = {
  runs: 3,
  warmupSeconds: 5,
  httpSeconds: 15,
  sequentialRequests: 2_000,
  searchSeconds: 15,
  searchCacheWarmupRequests: 100_000,
  chatSockets: 2_000,
  chatMessagesPerSecond: 300,
  chatSeconds: 20,
  broadcastSockets: 2_000,
  // 10 pushes a second to a room of 2,000 sockets: 20,000 deliveries a second.
  broadcastsPerSecond: 10,
  broadcastSeconds: 20,
  relaySeconds: 60,
  lagEventsPerSecond: 200,
  lagSeconds: 20,
  burstSeconds: 10,
};

export const QUICK_SETTINGS: BenchSettings = {
  runs: 3,
  warmupSeconds: 1,
  httpSeconds: 3,
  sequentialRequests: 300,
  searchSeconds: 3,
  searchCacheWarmupRequests: 5_000,
  chatSockets: 200,
  chatMessagesPerSecond: 50,
  chatSeconds: 4,
  broadcastSockets: 400,
  broadcastsPerSecond: 10,
  broadcastSeconds: 4,
  relaySeconds: 5,
  lagEventsPerSecond: 200,
  lagSeconds: 4,
  burstSeconds: 3,
};

export interface BenchContext {
  options: BenchOptions;
  settings: BenchSettings;
  database: BenchDatabase;
  stack: BenchStack;
}
