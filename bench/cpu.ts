import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond = 0;

/**
 * CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. Measuring the
 * server's own CPU per request leaves out the load generator, which shares the machine.
 */
export function cpuSeconds(pid: number): number {
  if (!ticksPerSecond) ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces; the fields after it are fixed: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
