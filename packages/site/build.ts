/**
 * Builds the browser assets of published pages into dist/assets (served at /assets/site/) and
 * writes dist/manifest.json, which the renderer reads to reference them. Fails when the boot code
 * breaks the JavaScript budget of DESIGN.md §3.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile, type Plugin } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist', 'assets');
const publicPath = '/assets/site';
const bootEntry = path.join(root, 'src', 'runtime', 'boot.ts');
const cssEntry = path.join(root, 'src', 'page', 'site.css');
const blocksDir = path.join(root, 'src', 'blocks');
const domainDir = path.resolve(root, '..', 'domain');
const BOOT_BUDGET_BYTES = 5 * 1024;
const BEHAVIOUR_SUFFIX = '.behaviour.ts';

/** `src/blocks/<block>/<name>.behaviour.ts` -> name; there may be no blocks yet. */
function findBehaviours(): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(blocksDir)) return found;
  for (const block of readdirSync(blocksDir, { withFileTypes: true })) {
    if (!block.isDirectory()) continue;
    for (const file of readdirSync(path.join(blocksDir, block.name))) {
      if (!file.endsWith(BEHAVIOUR_SUFFIX)) continue;
      const name = file.slice(0, -BEHAVIOUR_SUFFIX.length);
      if (found.has(name)) throw new Error(`Two behaviours are named "${name}"`);
      found.set(name, path.join(blocksDir, block.name, file));
    }
  }
  return found;
}

/**
 * The domain package is pure (DESIGN.md §2) but does not say so to bundlers. Declaring it free of
 * side effects lets esbuild drop the parts a page does not use (validators, schemas), which would
 * otherwise land in the boot budget just because the index re-exports them.
 */
const pureDomain: Plugin = {
  name: 'pure-domain',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^(@atelier\/domain|\.\.?\/)/ }, async (args) => {
      if (args.pluginData === pureDomain.name) return undefined;
      if (!args.path.startsWith('@atelier/domain') && !args.importer.startsWith(domainDir)) return undefined;
      const resolved = await pluginBuild.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: pureDomain.name,
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { ...resolved, sideEffects: false };
    });
  },
};

const outputUrl = (file: string) =>
  `${publicPath}/${path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/')}`;

/** Output files of an entry together with the chunks it imports statically: what a page must download. */
function staticClosure(metafile: Metafile, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of metafile.outputs[file]?.imports ?? []) {
    if (imported.kind === 'import-statement' && !imported.external)
      staticClosure(metafile, imported.path, seen);
  }
  return seen;
}

function outputFor(metafile: Metafile, entry: string): string {
  const wanted = path.relative(root, entry).split(path.sep).join('/');
  const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === wanted);
  if (!found) throw new Error(`No output for ${wanted}`);
  return found[0];
}

async function main(): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  if (!existsSync(cssEntry)) {
    mkdirSync(path.dirname(cssEntry), { recursive: true });
    writeFileSync(cssEntry, '/* site styles */\n');
  }

  const behaviours = findBehaviours();
  const js = await build({
    absWorkingDir: root,
    entryPoints: [
      { in: bootEntry, out: 'boot' },
      ...[...behaviours].map(([name, file]) => ({ in: file, out: name })),
    ],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    sourcemap: false,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [pureDomain],
    metafile: true,
    logLevel: 'warning',
  });
  const css = await build({
    absWorkingDir: root,
    entryPoints: [{ in: cssEntry, out: 'site' }],
    outdir,
    bundle: true,
    minify: true,
    target: 'es2020',
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    // Fonts and images the stylesheet references are copied beside it with hashed names.
    loader: {
      '.woff2': 'file',
      '.woff': 'file',
      '.png': 'file',
      '.jpg': 'file',
      '.svg': 'file',
      '.webp': 'file',
    },
    metafile: true,
    logLevel: 'warning',
  });

  const boot = outputFor(js.metafile, bootEntry);
  const manifest = {
    boot: outputUrl(boot),
    css: outputUrl(outputFor(css.metafile, cssEntry)),
    behaviours: Object.fromEntries(
      [...behaviours].map(([name, file]) => [name, outputUrl(outputFor(js.metafile, file))]),
    ),
  };
  writeFileSync(path.join(root, 'dist', 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  let bootBytes = 0;
  for (const file of staticClosure(js.metafile, boot)) {
    bootBytes += gzipSync(readFileSync(path.resolve(root, file))).length;
  }
  console.log(`boot: ${(bootBytes / 1024).toFixed(2)} KB gzip (budget ${BOOT_BUDGET_BYTES / 1024} KB)`);
  for (const [name, url] of Object.entries(manifest.behaviours)) console.log(`behaviour ${name}: ${url}`);
  if (bootBytes > BOOT_BUDGET_BYTES) {
    console.error(
      'The boot code is over its JavaScript budget; move what only some pages need into a lazy chunk.',
    );
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
