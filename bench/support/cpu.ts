import { readdirSync, readFileSync } from 'node:fs';
import { sleep } from '@app/testing';
import { Client } from 'pg';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process in milliseconds, from /proc/<pid>/stat; 0 when it is gone (or not on Linux). */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The ids of the processes whose command name (/proc/<pid>/comm) is `name`. */
export function pidsNamed(name: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    });
}

/**
 * The PostgreSQL processes a run's work lands on: the backends connected to its database, and the server's own
 * processes (WAL writer, checkpointer, ...), not the backends of other databases (other work on a shared server).
 */
export async function postgresPids(databaseUrl: string): Promise<number[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() OR backend_type <> 'client backend'`,
    );
    return rows.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

export type CpuGroups = Record<string, () => number[] | Promise<number[]>>;

/**
 * CPU time of groups of processes over a window: `start()` then `stop(count)` gives the milliseconds of CPU each
 * group spent per unit of work (`count` messages) in between. Groups are re-listed at both ends, so a backend that
 * came or went meanwhile counts from when it is seen (the pools keep theirs open during a run).
 */
export class CpuMeter {
  private before = new Map<string, Map<number, number>>();
  private harnessBefore = process.cpuUsage();

  constructor(private readonly groups: CpuGroups) {}

  async start(): Promise<void> {
    this.before = await this.sample();
    this.harnessBefore = process.cpuUsage();
  }

  /** Per group, CPU milliseconds per unit of `count`; `harness` is this process. */
  async stop(count: number): Promise<Record<string, number>> {
    const harness = process.cpuUsage(this.harnessBefore);
    const after = await this.sample();
    const perUnit: Record<string, number> = {};
    let total = 0;
    for (const [group, pids] of after) {
      let spent = 0;
      for (const [pid, ms] of pids) spent += ms - (this.before.get(group)?.get(pid) ?? ms);
      perUnit[group] = spent / Math.max(1, count);
      total += spent;
    }
    const harnessMs = (harness.user + harness.system) / 1000;
    perUnit.harness = harnessMs / Math.max(1, count);
    perUnit.total = (total + harnessMs) / Math.max(1, count);
    return perUnit;
  }

  private async sample(): Promise<Map<string, Map<number, number>>> {
    const sample = new Map<string, Map<number, number>>();
    for (const [group, list] of Object.entries(this.groups)) {
      const pids = await list();
      sample.set(group, new Map(pids.map((pid) => [pid, processCpuMs(pid)])));
    }
    return sample;
  }
}

/** Busy and total jiffies of the whole machine, from /proc/stat's first line (idle and iowait count as not busy). */
function machineJiffies(): { busy: number; total: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - fields[3] - (fields[4] ?? 0), total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

export interface IdleWait {
  idle: boolean;
  waitedMs: number;
}

/**
 * Waits until the machine's cores have been less than `busyBelow` busy over a whole `forMs` window (or `timeoutMs`
 * passed): a run then starts from a quiet stack, not on top of what an earlier burst left to its consumers.
 * Off Linux (no /proc/stat) it returns at once.
 */
export async function waitForIdleMachine({
  busyBelow = 0.15,
  forMs = 2_000,
  timeoutMs = 60_000,
} = {}): Promise<IdleWait> {
  const started = Date.now();
  let before = machineJiffies();
  if (before.total === 0) return { idle: true, waitedMs: 0 };
  while (Date.now() - started < timeoutMs) {
    await sleep(forMs);
    const after = machineJiffies();
    const share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (share < busyBelow) return { idle: true, waitedMs: Date.now() - started };
    before = after;
  }
  return { idle: false, waitedMs: Date.now() - started };
}
