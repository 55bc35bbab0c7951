import { spawnSync } from 'node:child_process';
import { mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { PROCESS_STARTED_AT, processRunning, scratchName } from '#platform/storage/scratch-files';
import { createMediaTestApp, type MediaTestApp, png, upload } from '#testing/media.test-support';
import { ownerWithSite } from '#testing/test-app';
import { SCRATCH_DIR, scratchFile } from './media-receive';

function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid || processRunning(pid)) throw new Error('no ended process to name');
  return pid;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function leftover(dir: string, name: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await writeFile(file, 'half an upload');
  const then = new Date(PROCESS_STARTED_AT - 60_000);
  await utimes(file, then, then);
  return file;
}

describeEachDatabase('scratch files of a killed process, at start', (database) => {
  let media: MediaTestApp;

  beforeAll(async () => {
    media = await createMediaTestApp(database.current);
  });
  afterAll(() => media.close());

  it('are removed when the app starts; files of running processes stay', async () => {
    const dead = deadPid();
    const killedUpload = await leftover(SCRATCH_DIR, `${dead}-${scratchName().split('-')[1]}`);
    const killedBlobWrite = await leftover(
      path.join(media.dir, '.scratch'),
      `${dead}-${scratchName().split('-')[1]}`,
    );
    const inProgress = await scratchFile();
    await writeFile(inProgress.file, 'still arriving');
    const otherServer = await leftover(SCRATCH_DIR, `${process.ppid}-${scratchName().split('-')[1]}`);
    try {
      await media.app.ready();
      expect(await exists(killedUpload)).toBe(false);
      expect(await exists(killedBlobWrite)).toBe(false);
      expect(await exists(inProgress.file)).toBe(true);
      expect(await exists(otherServer)).toBe(true);
    } finally {
      await inProgress.discard();
      await media.app.ready();
      await import('node:fs/promises').then((fs) => fs.rm(otherServer, { force: true }));
    }
  });

  it('keeps the blob store’s writes in progress out of its keys', async () => {
    const owner = await ownerWithSite(media.app, 'scratch@example.com', 'scratch');
    expect((await upload(media.app, owner.site, 'tile.png', await png(20, 20))).statusCode).toBe(201);
    expect(await readdir(path.join(media.dir, '.scratch'))).toEqual([]);
    const keys = await media.blobs.list('');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith('originals/'))).toBe(true);
  });
});
