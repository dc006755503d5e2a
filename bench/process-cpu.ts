/**
 * CPU time spent by the processes of a run, by role, read from Linux's /proc: what each part of a
 * movement costs the machine, beside the rate. On a machine whose cores are all busy, the rate is
 * capped by the sum of these per call, whichever process spends it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** /proc's clock tick: 100 a second on every Linux Node runs on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** A process's user + system time in microseconds; undefined when it is gone or unreadable. */
function processCpuUs(pid: number | string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1e6;
  } catch {
    return undefined;
  }
}

/** Each pid's command name, read once: the windows poll /proc every 100 ms, and a pid keeps its name. */
const names = new Map<string, string>();

/** Pids whose command name (`/proc/<pid>/comm`) is `name`. */
function pidsNamed(name: string): string[] {
  const pids: string[] = [];
  const running = new Set<string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    running.add(entry);
    let comm = names.get(entry);
    if (comm === undefined) {
      try {
        comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      } catch {
        continue; // gone meanwhile
      }
      names.set(entry, comm);
    }
    if (comm === name) pids.push(entry);
  }
  // A pid that ended may come back as another program: its name is read again then.
  for (const pid of names.keys()) if (!running.has(pid)) names.delete(pid);
  return pids;
}

/** Busy and total time of all cores since boot, in /proc/stat's ticks. */
function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.reduce((a, b) => a + b, 0);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  return { busy: total - idle, total };
}

export interface CpuShare {
  /** Microseconds of CPU per role over the window (a process started within it counts whole; one
   * that ended within it, up to its last reading, at most 100 ms before). */
  byRole: Record<string, number>;
  /** How busy the machine's cores were over the window, in cores (2 = two cores fully busy). */
  busyCores: number;
  cores: number;
}

/**
 * Starts a window: `roles` names, for each role, the pids to count (a function, read at every
 * reading: PostgreSQL starts a backend per connection). The returned function ends the
 * window. Undefined where /proc cannot be read (not Linux).
 */
export function cpuWindow(roles: Record<string, () => Array<number | string>>): (() => CpuShare) | undefined {
  try {
    readFileSync('/proc/stat', 'utf8');
  } catch {
    return undefined;
  }
  const sample = () => {
    const seen = new Map<string, number>();
    for (const [role, pids] of Object.entries(roles)) {
      for (const pid of pids()) {
        const us = pid === process.pid ? ownCpuUs() : processCpuUs(pid);
        if (us !== undefined) seen.set(`${role}:${pid}`, us);
      }
    }
    return seen;
  };
  const start = sample();
  const startTicks = machineTicks();
  // Read again every 100 ms: a process that ends within the window (pgbench's connections end with
  // its run, and their PostgreSQL backends with them) counts up to its last reading.
  const last = new Map(start);
  const poll = setInterval(() => {
    for (const [key, us] of sample()) last.set(key, us);
  }, 100);
  poll.unref();
  return () => {
    clearInterval(poll);
    for (const [key, us] of sample()) last.set(key, us);
    const endTicks = machineTicks();
    const byRole: Record<string, number> = Object.fromEntries(Object.keys(roles).map((r) => [r, 0]));
    for (const [key, us] of last) {
      const role = key.slice(0, key.indexOf(':'));
      byRole[role] = (byRole[role] ?? 0) + us - (start.get(key) ?? 0);
    }
    const cores = availableParallelism();
    const busyCores =
      ((endTicks.busy - startTicks.busy) / Math.max(1, endTicks.total - startTicks.total)) * cores;
    return { byRole, busyCores, cores };
  };
}

function ownCpuUs(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** PostgreSQL's processes on this machine (its backends and workers). */
export const postgresPids = (): string[] => pidsNamed('postgres');
/** pgbench's processes on this machine. */
export const pgbenchPids = (): string[] => pidsNamed('pgbench');

/** "platform 1,210 µs, PostgreSQL 2,150 µs" per `count`, and how busy the cores were. */
export function describeCpu(share: CpuShare | undefined, count: number): string {
  if (!share || count <= 0) return '';
  const parts = Object.entries(share.byRole).map(
    ([role, us]) => `${role} ${Math.round(us / count).toLocaleString('en-US')} µs`,
  );
  return `CPU per call: ${parts.join(', ')}; cores busy ${share.busyCores.toFixed(2)} of ${share.cores}`;
}
