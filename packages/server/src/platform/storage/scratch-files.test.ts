import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processRunning, removeLeftoverScratch, scratchName } from './scratch-files';

/** The id of a process that has just ended. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid || processRunning(pid)) throw new Error('no ended process to name');
  return pid;
}

const HOUR = 60 * 60 * 1000;

describe('scratch files a killed process left', () => {
  let dir: string;
  const startedAt = Date.now() - HOUR;

  async function file(name: string, writtenAt: number) {
    await writeFile(path.join(dir, name), 'x');
    await utimes(path.join(dir, name), new Date(writtenAt), new Date(writtenAt));
  }

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'atelier-scratch-test-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('names each file after the process writing it', () => {
    expect(scratchName()).toMatch(new RegExp(`^${process.pid}-[0-9a-f]{24}$`));
  });

  it('removes what ended processes wrote before this one started, and nothing a running one writes', async () => {
    const dead = deadPid();
    const before = startedAt - HOUR;
    await file(`${dead}-${'a'.repeat(24)}`, before);
    await file(`${dead}-${'b'.repeat(24)}.type`, before);
    // An earlier process with this process's id (a restarted container), and an older version's name.
    await file(`${process.pid}-${'c'.repeat(24)}`, before);
    await file('d'.repeat(24), before);
    // Another running server's upload in progress, and this process's own.
    await file(`${process.ppid}-${'e'.repeat(24)}`, before);
    await file(`${process.pid}-${'f'.repeat(24)}`, Date.now());
    // Ended after this process started: not older than it, so left for the next start.
    await file(`${dead}-${'0'.repeat(24)}`, Date.now());

    const removed = await removeLeftoverScratch(dir, { startedAt });
    expect(removed.sort()).toEqual(
      [
        `${dead}-${'a'.repeat(24)}`,
        `${dead}-${'b'.repeat(24)}.type`,
        `${process.pid}-${'c'.repeat(24)}`,
        'd'.repeat(24),
      ].sort(),
    );
    expect((await readdir(dir)).sort()).toEqual(
      [
        `${dead}-${'0'.repeat(24)}`,
        `${process.pid}-${'f'.repeat(24)}`,
        `${process.ppid}-${'e'.repeat(24)}`,
      ].sort(),
    );
  });

  it('does nothing when the folder does not exist', async () => {
    expect(await removeLeftoverScratch(path.join(dir, 'missing'))).toEqual([]);
  });
});
