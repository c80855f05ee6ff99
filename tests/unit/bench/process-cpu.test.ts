import { cpuMsOfStat } from '@/scripts/bench/process-cpu';

/** A /proc/<pid>/stat line: pid, (command), state, then 49 numbers, utime and stime at fields 14 and 15. */
function stat(command: string, utime: number, stime: number): string {
  const after = ['S', 1, 2, 3, 0, -1, 4194304, 10, 0, 0, 0, utime, stime, 0, 0, 20, 0, 40, 0, 7601472];
  return `4242 (${command}) ${after.join(' ')}\n`;
}

describe('cpuMsOfStat', () => {
  it('adds user and system time, in milliseconds of 100 ticks a second', () => {
    expect(cpuMsOfStat(stat('java', 1234, 56))).toBe(12_900);
  });

  it('counts the fields after the last parenthesis, whatever spaces and parentheses the command name holds', () => {
    expect(cpuMsOfStat(stat('node) 1 2 (x', 7, 3))).toBe(100);
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => cpuMsOfStat('not stat')).toThrow(/not a \/proc stat line/);
  });
});
