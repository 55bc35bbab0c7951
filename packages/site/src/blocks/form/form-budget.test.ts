import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile, type OutputFile, type Plugin } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

// DESIGN.md §3: a page with a form downloads the boot code and the form behaviour, nothing more;
// the captcha widget (~35 KB gzip) is a chunk of its own, fetched when a visitor starts on the form.
const FORM_PAGE_BUDGET_BYTES = 20 * 1024;

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const entries = {
  boot: 'src/runtime/boot.ts',
  form: 'src/blocks/form/form.behaviour.ts',
  newsletter: 'src/blocks/newsletter/newsletter.behaviour.ts',
};

/** Lazy chunks every page loads after the boot code, as build.ts counts them in the boot budget. */
const PAGE_CHUNK_SOURCES = /^src\/runtime\/(tracking\/tracking\.ts$|cookie-banner)/;

let metafile: Metafile;
const outputs = new Map<string, OutputFile>();

/** Output files of an entry with the chunks it imports statically (the build's own rule). */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of metafile.outputs[file]?.imports ?? []) {
    if (imported.kind === 'import-statement' && !imported.external) closure(imported.path, seen);
  }
  return seen;
}

/** The boot closure with the page chunks it loads (tracking once allowed, the cookie banner). */
function pageFiles(): Set<string> {
  const files = closure(outputOf(entries.boot));
  for (const file of files) {
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      const source = metafile.outputs[imported.path]?.entryPoint ?? '';
      if (imported.kind === 'dynamic-import' && PAGE_CHUNK_SOURCES.test(source))
        closure(imported.path, files);
    }
  }
  return files;
}

const outputOf = (entry: string) =>
  Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entry)?.[0] ?? '';

const gzipBytes = (files: Iterable<string>) => {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(outputs.get(file)?.contents ?? new Uint8Array()).length;
  return bytes;
};

const domainDir = path.resolve(siteRoot, '..', 'domain') + path.sep;

/**
 * build.ts tells its bundler the domain package is pure (DESIGN.md §2), so the parts of it a page
 * does not use drop out; this says the same to esbuild. Without it esbuild keeps any domain object
 * that reads another module's property (it might be a getter), and the measure grows past the build's.
 */
const pureDomain: Plugin = {
  name: 'pure-domain',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^(@atelier\/domain|\.{1,2}\/)/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      if (!args.path.startsWith('@atelier/domain') && !args.importer.startsWith(domainDir)) return undefined;
      const { path: resolved, errors } = await pluginBuild.resolve(args.path, {
        importer: args.importer,
        resolveDir: args.resolveDir,
        kind: args.kind,
        pluginData: 'resolving',
      });
      return errors.length ? undefined : { path: resolved, sideEffects: false };
    });
  },
};

beforeAll(async () => {
  // The options of build.ts that decide what a page downloads, without writing dist/.
  const result = await build({
    absWorkingDir: siteRoot,
    entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: entry, out })),
    outdir: 'out',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [pureDomain],
  });
  metafile = result.metafile;
  for (const file of result.outputFiles) outputs.set(path.relative(siteRoot, file.path), file);
}, 300_000);

describe('JavaScript budget of a page with a form', () => {
  it.each(['form', 'newsletter'] as const)(
    'keeps everything a page with a %s block loads up front under 20 KB gzip',
    (name) => {
      const files = closure(outputOf(entries[name]), pageFiles());
      const bytes = gzipBytes(files);
      expect(bytes).toBeGreaterThan(1024);
      expect(bytes).toBeLessThanOrEqual(FORM_PAGE_BUDGET_BYTES);
    },
  );

  it('keeps the captcha widget out of what the page loads up front', () => {
    const widget = Object.keys(metafile.outputs).find((file) =>
      Object.keys(metafile.outputs[file]?.inputs ?? {}).some((input) =>
        input.includes('node_modules/altcha/'),
      ),
    );
    expect(widget).toBeDefined();
    const upFront = closure(outputOf(entries.form), pageFiles());
    expect(upFront.has(widget!)).toBe(false);
    expect(gzipBytes([widget!])).toBeGreaterThan(FORM_PAGE_BUDGET_BYTES);
  });
});
