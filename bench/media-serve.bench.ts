import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareWithBare } from './compare-bare';
import { getOnce, startChild } from './load';
import { numberOption } from './options';

/** Serving a derived image: at least 0.85 of a bare node:http server sending the same bytes. */
const GOAL = 0.85;

/**
 * A derived image of the demo site (the home page's first library image at 1000 px, WebP) from our
 * server, already made, against bare node:http answering the same bytes and headers.
 */
export async function benchMediaServe(seconds: number): Promise<{ ok: boolean }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-media-serve-'));
  const app = await startChild('serve-app.ts');
  try {
    const headers = { host: `demo.localhost:${app.port}`, accept: 'image/avif,image/webp,*/*' };
    const home = await getOnce(`http://127.0.0.1:${app.port}/`, headers);
    const url = /\/media\/[0-9a-f]{64}\/1000\.webp/.exec(home.body)?.[0];
    if (!url) throw new Error('The demo home page shows no library image');
    const { cpuRatio, rateRatio } = await compareWithBare(app, url, headers, {
      dir,
      seconds,
      rounds: numberOption('BENCH_ROUNDS', 3),
      label: 'derived image',
    });
    console.log(
      `derived image vs bare node:http, CPU per request: ${cpuRatio.toFixed(3)} (goal >= ${GOAL}) ${cpuRatio >= GOAL ? 'OK' : 'BELOW GOAL'}; req/s: ${rateRatio.toFixed(3)}`,
    );
    return { ok: cpuRatio >= GOAL };
  } finally {
    app.process.disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok } = await benchMediaServe(numberOption('BENCH_SECONDS', 5));
  process.exit(ok ? 0 : 1);
}
