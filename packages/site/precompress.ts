/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of a built assets
 * folder, at the strongest settings, so the server sends compressed bytes without compressing
 * anything per request. Formats that are compressed already (woff2, images) are left alone.
 * Usable as a module (the site build) and as a command: `node --import tsx precompress.ts <dir>...`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|map|webmanifest)$/;

export function precompressDir(dir: string): { files: number; bytes: number; brotli: number } {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gzip = gzipSync(bytes, { level: 9 });
    // A copy that saves nothing is not worth a request's negotiation; the plain file is sent.
    if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
    totals.files += 1;
    totals.bytes += bytes.length;
    totals.brotli += Math.min(brotli.length, bytes.length);
  }
  return totals;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const dir of process.argv.slice(2)) {
    const { files, bytes, brotli } = precompressDir(path.resolve(dir));
    console.log(`precompressed ${files} files in ${dir}: ${bytes} B -> ${brotli} B brotli`);
  }
}
