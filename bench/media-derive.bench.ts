import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Deriver, originalKey } from '@atelier/server/modules/media/media-derive';
import { encode } from '@atelier/server/modules/media/media-pipeline';
import { openTestDatabase } from '@atelier/server/platform/db/test-databases';
import { FsBlobStore } from '@atelier/server/platform/storage/fs-blob-store';
import sharp from 'sharp';
import { numberOption } from './options';

const GOAL = 0.9;
const WIDTHS = [1500, 750, 300] as const;
const FORMATS = ['webp', 'jpeg'] as const;

/**
 * Our derivation (claim row, original read from the blob store, encode, store, mark ready) against
 * a bare sharp loop making the same sizes of the same photos with the same encoder settings, in
 * the same run and interleaved, so machine load affects both alike.
 */
export async function benchMediaDerive(rounds = 4): Promise<{ ok: boolean }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-bench-media-'));
  const database = await openTestDatabase(null);
  const blobs = new FsBlobStore(dir);
  try {
    let ours = 0;
    let bare = 0;
    let images = 0;
    for (let round = 0; round < rounds; round += 1) {
      // New bytes every round, so our pipeline cannot answer from what it made before.
      const photo = await sharp({
        create: { width: 2400, height: 1600, channels: 3, background: { r: 40 + round, g: 90, b: 140 } },
      })
        .jpeg({ quality: 85 })
        .toBuffer();
      const hash = `${round.toString(16).padStart(2, '0')}${'0'.repeat(62)}`;
      await blobs.put(originalKey(hash), photo, 'image/jpeg');
      const deriver = new Deriver(database.db, blobs);

      const runBare = async () => {
        const start = performance.now();
        for (const width of WIDTHS)
          for (const format of FORMATS)
            await encode(
              sharp(photo).rotate().resize({ width, withoutEnlargement: true }),
              format,
            ).toBuffer();
        bare += performance.now() - start;
      };
      const runOurs = async () => {
        const start = performance.now();
        for (const width of WIDTHS)
          for (const format of FORMATS) await deriver.ensure({ hash, width, format, animated: false });
        ours += performance.now() - start;
      };
      // Alternate which goes first, so warm-up favours neither.
      if (round % 2) {
        await runOurs();
        await runBare();
      } else {
        await runBare();
        await runOurs();
      }
      images += WIDTHS.length * FORMATS.length;
    }
    const ratio = bare / ours;
    console.log(
      `media derivation: ours ${((images / ours) * 1000).toFixed(1)} images/s, bare sharp ${((images / bare) * 1000).toFixed(1)} images/s, ratio ${ratio.toFixed(2)} (goal ≥ ${GOAL})`,
    );
    return { ok: ratio >= GOAL };
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok } = await benchMediaDerive(numberOption('BENCH_ROUNDS', 4));
  process.exit(ok ? 0 : 1);
}
