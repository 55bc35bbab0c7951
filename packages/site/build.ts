/**
 * Builds the browser assets of published pages into dist/assets (served at /assets/site/) and
 * writes dist/manifest.json, which the renderer reads to reference them. Fails when the boot code
 * breaks the JavaScript budget of DESIGN.md §3 (build-budget.ts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { type OutputChunk, rolldown } from 'rolldown';
import {
  BANNER_MODULE,
  ChunkGraph,
  checkBudgets,
  checkGalleryBudgets,
  checkImageLoaderBudget,
  checkSmallBlockBudget,
  checkStoreBudget,
  checkVideoBudget,
} from './build-budget';
import { ANNOUNCEMENT_BAR_GATE_BUDGET_BYTES, buildClassicScript } from './build-classic';
import { precompressDir } from './precompress';

const root = path.dirname(fileURLToPath(import.meta.url));

/** How site stylesheets build: minified, with the fonts and images they reference copied beside them under hashed names. */
const CSS_BUILD = {
  bundle: true,
  minify: true,
  target: 'es2020',
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  // Absolute addresses: a page carries its stylesheet inline, where a relative one would resolve
  // against the page (render/assets.ts refuses to inline such a sheet, and every page would then
  // fetch it: the map's images once did that to every page of every site).
  publicPath: '/assets/site',
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
} as const;
const outdir = path.join(root, 'dist', 'assets');
const publicPath = '/assets/site';
const bootEntry = path.join(root, 'src', 'runtime', 'boot.ts');
/** Loaded only by an owner's draft preview inside the editor (see editor-bridge-entry.ts). */
const editorBridgeEntry = path.join(root, 'src', 'runtime', 'editor-bridge-entry.ts');
const cssEntry = path.join(root, 'src', 'page', 'site.css');
const blocksDir = path.join(root, 'src', 'blocks');
/** Page-level behaviours, such as the editor preview's live styles, sit beside the page shell. */
const pageDir = path.join(root, 'src', 'page');
const domainDir = `${path.resolve(root, '..', 'domain')}${path.sep}`;
const BEHAVIOUR_SUFFIX = '.behaviour.ts';
const FORM_BEHAVIOURS = ['form', 'newsletter'];
const GALLERY_BEHAVIOURS = ['gallery', 'image-lightbox'];
/**
 * What the boot entry runs at once, as one chunk: behaviours import some of it too, and split by the
 * bundler's defaults it made four files, whose per-file overhead alone cost a tenth of the budget.
 */
const BOOT_MODULES =
  /(\/src\/runtime\/(after-paint|boot|context|cookies|consent|dialogs|editor-frame|lazy-data-layer|lazy-start|lifecycle|cookie-banner\/cookie-banner-gate|tracking\/tracking-gate|tracking\/clear-tracking-data)\.ts|\/domain\/src\/(constants|site-context|cookie-banner\/cookie-banner-(revision-cookie|settings))\.ts)$/;

/**
 * The gallery's code and the domain rules it shares with the lightbox, as one chunk: split by the
 * bundler's defaults they made three files, whose per-file overhead alone broke the gallery budget.
 */
const GALLERY_MODULES =
  /(\/src\/blocks\/gallery\/|\/domain\/src\/gallery\/|\/domain\/src\/gallery-constants\.ts$)/;

/** `src/blocks/<block>/<name>.behaviour.ts` and `src/page/<name>.behaviour.ts` -> name. */
function findBehaviours(): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(blocksDir)) return found;
  const folders = readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(blocksDir, entry.name));
  for (const folder of [...folders, pageDir]) {
    for (const file of readdirSync(folder)) {
      if (!file.endsWith(BEHAVIOUR_SUFFIX)) continue;
      const name = file.slice(0, -BEHAVIOUR_SUFFIX.length);
      if (found.has(name)) throw new Error(`Two behaviours are named "${name}"`);
      found.set(name, path.join(folder, file));
    }
  }
  return found;
}

/** The boot entry, every block behaviour and the lazy chunks they load, as ES modules. */
async function buildScripts(behaviours: Map<string, string>): Promise<OutputChunk[]> {
  const bundle = await rolldown({
    cwd: root,
    input: { boot: bootEntry, 'editor-bridge': editorBridgeEntry, ...Object.fromEntries(behaviours) },
    platform: 'browser',
    // The map's label index (rbush, under protomaps-leaflet) names a UMD file for browsers; its ES module
    // keeps CommonJS helpers out of the runtime chunk that every page's tracking code shares.
    resolve: { alias: { rbush: createRequire(import.meta.url).resolve('rbush/index.js') } },
    // The runtime already calls ES2022 built-ins (Object.hasOwn), so ES2022 syntax costs no browser.
    transform: { target: 'es2022', define: { 'process.env.NODE_ENV': '"production"' } },
    // The domain package is pure (DESIGN.md §2) but does not say so to bundlers; saying it lets the
    // parts a page does not use (validators, schemas) drop out instead of landing in the boot code.
    treeshake: { moduleSideEffects: (id) => (id.startsWith(domainDir) ? false : undefined) },
    // The boot entry shares its modules with the lazy chunks through exports of its own.
    preserveEntrySignatures: 'allow-extension',
    logLevel: 'warn',
  });
  const { output } = await bundle.write({
    dir: outdir,
    format: 'esm',
    minify: true,
    sourcemap: false,
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: '[name]-[hash].js',
    codeSplitting: {
      // A group takes only the modules it names: pulling in their imports as well would move code the
      // boot entry needs into a second file every page must fetch.
      includeDependenciesRecursively: false,
      groups: [
        { name: 'bootstrap', test: BOOT_MODULES, priority: 3 },
        // The dictionary's gallery texts stay apart: every page with a form reaches them through it.
        // The cookies' lifetimes go with the cookie writer: the banner's choice and tracking load both.
        {
          name: 'cookie-write',
          test: /(\/src\/runtime\/cookie-write|\/domain\/src\/cookie-lifetimes)\.ts$/,
          priority: 2,
        },
        { name: 'gallery-messages', test: /\/domain\/src\/message-groups\/gallery\.ts$/, priority: 2 },
        { name: 'gallery-core', test: GALLERY_MODULES, priority: 1 },
        // The video rules and constants go with the video block, not into every page's boot code.
        { name: 'video-core', test: /\/domain\/src\/video\//, priority: 1 },
      ],
    },
  });
  await bundle.close();
  return output.filter((item): item is OutputChunk => item.type === 'chunk');
}

const outputUrl = (file: string) =>
  `${publicPath}/${path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/')}`;

/** The files site.css imports, in cascade order, as paths under src/. */
function stylesheetSources(): string[] {
  const sheet = readFileSync(cssEntry, 'utf8');
  const srcDir = path.join(root, 'src');
  return [...sheet.matchAll(/@import\s+"([^"]+)"/g)].map((match) =>
    path
      .relative(srcDir, path.resolve(path.dirname(cssEntry), match[1]!))
      .split(path.sep)
      .join('/'),
  );
}

/**
 * Each file of the site stylesheet built alone, for pages that carry only the files they need
 * (style-parts.ts decides which); joined in this order they are the whole sheet.
 */
async function buildStyleParts(): Promise<{ source: string; href: string }[]> {
  const sources = stylesheetSources();
  const names = sources.map((source) => `part-${path.basename(source, '.css')}`);
  if (new Set(names).size !== names.length) throw new Error('Two site stylesheet files share a name');
  const result = await build({
    absWorkingDir: root,
    entryPoints: sources.map((source, at) => ({ in: path.join(root, 'src', source), out: names[at]! })),
    outdir,
    ...CSS_BUILD,
  });
  const byEntry = new Map(
    Object.entries(result.metafile.outputs)
      .filter(([, output]) => output.entryPoint)
      .map(([file, output]) => [output.entryPoint!, file]),
  );
  return sources.map((source) => {
    const file = byEntry.get(`src/${source}`);
    if (!file) throw new Error(`No output for src/${source}`);
    return { source, href: outputUrl(file) };
  });
}

function cssOutput(metafile: Metafile): string {
  const wanted = path.relative(root, cssEntry).split(path.sep).join('/');
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
  const graph = new ChunkGraph(await buildScripts(behaviours), outdir);
  const css = await build({
    absWorkingDir: root,
    entryPoints: [{ in: cssEntry, out: 'site' }],
    outdir,
    ...CSS_BUILD,
  });

  const scriptUrl = (file: string) => `${publicPath}/${file}`;
  const bootClosure = graph.closure(graph.entry('boot'));
  const bannerFile = graph.fileHolding(BANNER_MODULE);
  if (!bannerFile) throw new Error('No chunk holds the cookie banner');
  const manifest = {
    boot: scriptUrl(graph.entry('boot')),
    editorBridge: scriptUrl(graph.entry('editor-bridge')),
    preload: [...bootClosure].slice(1).map(scriptUrl),
    bannerPreload: [...graph.closure(bannerFile, new Set(bootClosure))]
      .filter((file) => !bootClosure.has(file))
      .map(scriptUrl),
    css: outputUrl(cssOutput(css.metafile)),
    styleParts: await buildStyleParts(),
    behaviours: Object.fromEntries(
      [...behaviours.keys()].map((name) => [name, scriptUrl(graph.entry(name))]),
    ),
    announcementBarGate: scriptUrl(
      await buildClassicScript(
        root,
        outdir,
        path.join(pageDir, 'announcement-bar-gate-entry.ts'),
        'announcement-bar-gate',
        ANNOUNCEMENT_BAR_GATE_BUDGET_BYTES,
      ),
    ),
  };
  writeFileSync(path.join(root, 'dist', 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [name, url] of Object.entries(manifest.behaviours)) console.log(`behaviour ${name}: ${url}`);
  checkBudgets(
    graph,
    FORM_BEHAVIOURS.filter((name) => behaviours.has(name)),
  );
  checkGalleryBudgets(
    graph,
    GALLERY_BEHAVIOURS.filter((name) => behaviours.has(name)),
  );
  if (behaviours.has('video')) checkVideoBudget(graph, 'video');
  if (behaviours.has('image-loader')) checkImageLoaderBudget(graph, 'image-loader');
  for (const name of ['menu', 'marquee', 'social-share', 'block-animation', 'code', 'embed', 'album', 'map'])
    if (behaviours.has(name)) checkSmallBlockBudget(graph, name);
  if (behaviours.has('donation')) checkSmallBlockBudget(graph, 'donation');
  if (behaviours.has('cart-indicator'))
    checkStoreBudget(
      graph,
      ['cart-indicator', 'variant-picker'].filter((name) => behaviours.has(name)),
    );
  precompressDir(outdir);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
