import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** When this process started: nothing it writes is older. */
export const PROCESS_STARTED_AT = Date.now() - process.uptime() * 1000;

// The writing process's id leads each name, so a start can tell another running server's files
// (kept) from a killed one's (removed).
const NAME = /^(\d+)-[0-9a-f]+(?:\.[a-z]+)?$/;

/** A fresh scratch file name of this process, e.g. `4711-9f2c…`. */
export const scratchName = (): string => `${process.pid}-${randomBytes(12).toString('hex')}`;

/** Whether a process with this id is running (EPERM: it is, under another user). */
export function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface LeftoverOptions {
  /** Files last written before this are candidates; by default this process's start. */
  startedAt?: number;
  running?: (pid: number) => boolean;
}

/**
 * Removes what killed processes left in a scratch folder: entries last written before this process
 * started, unless their name says another running process writes them. A name of this process's
 * own id from before its start is a previous process that had the same id (a restarted container);
 * a name without an id is from an older version. Returns the names removed.
 */
export async function removeLeftoverScratch(dir: string, options: LeftoverOptions = {}): Promise<string[]> {
  const startedAt = options.startedAt ?? PROCESS_STARTED_AT;
  const running = options.running ?? processRunning;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = Number(NAME.exec(name)?.[1] ?? Number.NaN);
    if (Number.isInteger(pid) && pid !== process.pid && running(pid)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info || info.mtimeMs >= startedAt) continue;
    await rm(file, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
