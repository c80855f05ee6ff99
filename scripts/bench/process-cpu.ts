/**
 * CPU time of other processes on this machine (a local search node), from /proc: what a query cost
 * there, beside the wall clock a busy shared host stretches.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const PROC_TICKS_PER_S = 100;

/**
 * User plus system CPU time in a /proc/<pid>/stat line, in milliseconds (10 ms steps). The fields
 * are counted after the command name's closing parenthesis, the last one of the line: the name may
 * hold spaces and parentheses itself.
 */
export function cpuMsOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // From the state (field 3 of the line) on: utime and stime are fields 14 and 15.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`not a /proc stat line: ${stat.slice(0, 80)}`);
  return ((utime + stime) * 1000) / PROC_TICKS_PER_S;
}

/** CPU time (user + system) of these processes so far, in milliseconds. */
export function processesCpuMs(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + cpuMsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8')), 0);
}
