import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The announcement bar's classic script travels inline in every page of a site with the bar. */
export const ANNOUNCEMENT_BAR_GATE_BUDGET_BYTES = 1024;

/**
 * Builds one classic (non-module) script, `[name]-[hash].js` in `outdir`, and returns its file name:
 * a script the page runs where it names it, while parsing (a module script would wait until the
 * document is parsed). Fails when the gzipped file passes `budgetBytes`.
 */
export async function buildClassicScript(
  root: string,
  outdir: string,
  entry: string,
  name: string,
  budgetBytes: number,
): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [{ in: entry, out: name }],
    outdir,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    entryNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const file = Object.keys(result.metafile.outputs).find((output) => output.endsWith('.js'));
  if (!file) throw new Error(`No output for ${entry}`);
  const size = gzipSync(readFileSync(path.resolve(root, file))).length;
  if (size > budgetBytes) throw new Error(`${name} is ${size} bytes gzipped, over its ${budgetBytes}`);
  return path.basename(file);
}
