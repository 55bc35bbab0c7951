/**
 * The JavaScript budgets of DESIGN.md §3, measured on the build's output: the bytes a browser
 * downloads, each file gzipped on its own as a server sends it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputChunk } from 'rolldown';

/**
 * The boot code alone: what every page loads once the visitor has chosen on the cookie banner and
 * nothing is tracked (a decline, or no banner under the restrictive policy). Owner tools, the Escape
 * sequence, logout and the behaviour loader are lazy chunks loaded only where needed.
 */
export const BOOT_BUDGET_BYTES = 3 * 1024;
/** The boot code with the cookie banner's chunk, loaded only while the banner shows. */
export const BANNER_PAGE_BUDGET_BYTES = 6 * 1024;
/**
 * The boot code with tracking, loaded once tracking is allowed (accepted, or no restrictive policy):
 * visitor cookies, the page view, the Track image and error capture.
 */
export const TRACKING_PAGE_BUDGET_BYTES = 6.5 * 1024;
/**
 * A page with a form loads the boot code and the form's behaviour, at most this much; the captcha
 * widget is a separate chunk fetched only when a visitor starts on a form that has one.
 */
export const FORM_PAGE_BUDGET_BYTES = 20 * 1024;
/**
 * A page with a gallery loads at most this much in total, boot code and cookie banner included,
 * before its lightbox opens; the lightbox adds at most LIGHTBOX_BUDGET_BYTES on its first open.
 */
export const GALLERY_PAGE_BUDGET_BYTES = 15 * 1024;
export const LIGHTBOX_BUDGET_BYTES = 15 * 1024;
/**
 * A page with a video block loads at most this much in total, boot code included, before play is
 * pressed; the native video loader is a lazy chunk fetched only for an uploaded video, counted apart.
 */
export const VIDEO_PAGE_BUDGET_BYTES = 15 * 1024;
const NATIVE_VIDEO_MODULE = /\/src\/blocks\/video\/native-video\.ts$/;
const LIGHTBOX_MODULE = /\/src\/widgets\/lightbox\/lightbox\.ts$/;

/**
 * Lazy modules a page may load straight after the boot code: the cookie banner while it shows,
 * tracking once allowed, the behaviour loader on pages with blocks that have behaviours.
 */
export const BANNER_MODULE = /\/src\/runtime\/cookie-banner\/cookie-banner\.ts$/;
export const TRACKING_MODULE = /\/src\/runtime\/tracking\/tracking\.ts$/;
const BEHAVIOURS_MODULE = /\/src\/runtime\/behaviours\.ts$/;
const PAGE_CHUNK_MODULES = [BANNER_MODULE, TRACKING_MODULE, BEHAVIOURS_MODULE];
const AFTER_LOAD_MODULE = /\/src\/runtime\/tracking\/page-measurement\.ts$/;

export class ChunkGraph {
  private readonly chunks: Map<string, OutputChunk>;

  constructor(
    chunks: OutputChunk[],
    private readonly outdir: string,
  ) {
    this.chunks = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  }

  entry(name: string): string {
    const found = [...this.chunks.values()].find((chunk) => chunk.isEntry && chunk.name === name);
    if (!found) throw new Error(`No output for the entry ${name}`);
    return found.fileName;
  }

  /** A file together with the files it imports statically: what a page must download for it. */
  closure(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of this.chunks.get(file)?.imports ?? []) this.closure(imported, seen);
    return seen;
  }

  /** The boot closure plus the closures of the lazy page chunks holding `modules`, each file once. */
  bootFiles(boot: string, modules: readonly RegExp[] = PAGE_CHUNK_MODULES): Set<string> {
    const files = this.closure(boot);
    for (const module of modules) {
      const file = this.fileHolding(module);
      if (file) this.closure(file, files);
    }
    return files;
  }

  /** What performance and traces add after the load event, outside the boot budget. */
  afterLoadBytes(bootFiles: Set<string>): number {
    const file = [...this.chunks.keys()].find((name) => this.holds(name, AFTER_LOAD_MODULE));
    if (!file) return 0;
    const extra = [...this.closure(file, new Set(bootFiles))].filter((name) => !bootFiles.has(name));
    return this.gzipSize(extra);
  }

  gzipSize(files: Iterable<string>): number {
    let bytes = 0;
    for (const file of files) bytes += gzipSync(readFileSync(path.join(this.outdir, file))).length;
    return bytes;
  }

  /** The file that holds a module, if any. */
  fileHolding(module: RegExp): string | undefined {
    return [...this.chunks.keys()].find((name) => this.holds(name, module));
  }

  private holds(file: string, module: RegExp): boolean {
    return this.chunks.get(file)?.moduleIds.some((id) => module.test(id)) ?? false;
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** Prints the sizes and fails the build when a budget is broken. */
export function checkBudgets(graph: ChunkGraph, formBehaviours: string[]): void {
  const boot = graph.entry('boot');
  const states: [string, Set<string>, number][] = [
    ['boot, visitor has chosen (nothing tracked)', graph.closure(boot), BOOT_BUDGET_BYTES],
    ['boot with the cookie banner showing', graph.bootFiles(boot, [BANNER_MODULE]), BANNER_PAGE_BUDGET_BYTES],
    ['boot with tracking running', graph.bootFiles(boot, [TRACKING_MODULE]), TRACKING_PAGE_BUDGET_BYTES],
  ];
  for (const [label, files, budget] of states) {
    const bytes = graph.gzipSize(files);
    console.log(`${label}: ${kb(bytes)} gzip in ${files.size} files (budget ${kb(budget)})`);
    if (bytes > budget || process.env.SITE_BUILD_SIZES) {
      for (const file of files) console.log(`  ${graph.gzipSize([file])} B ${file}`);
    }
    if (bytes > budget)
      fail(`${label} is over its JavaScript budget; move what only some pages need into a lazy chunk.`);
  }
  // The worst case for a block's page: banner, tracking and the behaviour loader all loaded.
  const bootFiles = graph.bootFiles(boot);
  console.log(`tracking after load: ${kb(graph.afterLoadBytes(bootFiles))} gzip`);
  for (const name of formBehaviours) {
    const bytes = graph.gzipSize(graph.closure(graph.entry(name), new Set(bootFiles)));
    console.log(`page with ${name}: ${kb(bytes)} gzip (budget ${kb(FORM_PAGE_BUDGET_BYTES)})`);
    if (bytes > FORM_PAGE_BUDGET_BYTES) fail(`A page with a ${name} block is over its JavaScript budget.`);
  }
}

/**
 * The gallery page's total (boot code, the banner or tracking, the behaviour loader and each gallery
 * behaviour's closure) and the lightbox's extra
 * bytes on top of it; a behaviour listed here that opens the lightbox shares its chunk.
 */
export function checkGalleryBudgets(graph: ChunkGraph, behaviours: string[]): void {
  const boot = graph.entry('boot');
  // The banner (no choice yet) or tracking (accepted): under the restrictive policy never both.
  const visits = [BANNER_MODULE, TRACKING_MODULE].map((lazy) =>
    graph.bootFiles(boot, [lazy, BEHAVIOURS_MODULE]),
  );
  for (const name of behaviours) {
    const pages = visits.map((bootFiles) => graph.closure(graph.entry(name), new Set(bootFiles)));
    const page = pages.reduce((a, b) => (graph.gzipSize(a) >= graph.gzipSize(b) ? a : b));
    const bytes = graph.gzipSize(page);
    console.log(`page with ${name}: ${kb(bytes)} gzip in total (budget ${kb(GALLERY_PAGE_BUDGET_BYTES)})`);
    if (bytes > GALLERY_PAGE_BUDGET_BYTES) fail(`A page with a ${name} block is over its JavaScript budget.`);
    const lightbox = graph.fileHolding(LIGHTBOX_MODULE);
    if (!lightbox) continue;
    const extra = [...graph.closure(lightbox, new Set(page))].filter((file) => !page.has(file));
    const extraBytes = graph.gzipSize(extra);
    console.log(`  its lightbox: ${kb(extraBytes)} gzip more (budget ${kb(LIGHTBOX_BUDGET_BYTES)})`);
    if (extraBytes > LIGHTBOX_BUDGET_BYTES) fail('The lightbox is over its JavaScript budget.');
  }
}

/** The video page's total and the native video loader's extra bytes on top of it. */
export function checkVideoBudget(graph: ChunkGraph, behaviour: string): void {
  const bootFiles = graph.bootFiles(graph.entry('boot'));
  const page = graph.closure(graph.entry(behaviour), new Set(bootFiles));
  const bytes = graph.gzipSize(page);
  console.log(`page with ${behaviour}: ${kb(bytes)} gzip in total (budget ${kb(VIDEO_PAGE_BUDGET_BYTES)})`);
  if (bytes > VIDEO_PAGE_BUDGET_BYTES)
    fail(`A page with a ${behaviour} block is over its JavaScript budget.`);
  const native = graph.fileHolding(NATIVE_VIDEO_MODULE);
  if (!native) return;
  const extra = [...graph.closure(native, new Set(page))].filter((file) => !page.has(file));
  console.log(`  its native video loader: ${kb(graph.gzipSize(extra))} gzip more, loaded lazily`);
}

/**
 * A page whose images need the image loader (cover crops, video featured images) loads it on top of
 * what every page loads; the loader itself stays within IMAGE_LOADER_BUDGET_BYTES.
 */
export const IMAGE_LOADER_BUDGET_BYTES = 4 * 1024;
export const IMAGE_PAGE_BUDGET_BYTES = 15 * 1024;

export function checkImageLoaderBudget(graph: ChunkGraph, behaviour: string): void {
  const bootFiles = graph.bootFiles(graph.entry('boot'));
  const page = graph.closure(graph.entry(behaviour), new Set(bootFiles));
  const extra = [...page].filter((file) => !bootFiles.has(file));
  const bytes = graph.gzipSize(page);
  const loaderBytes = graph.gzipSize(extra);
  console.log(`page with ${behaviour}: ${kb(bytes)} gzip in total (budget ${kb(IMAGE_PAGE_BUDGET_BYTES)})`);
  console.log(`  the ${behaviour} itself: ${kb(loaderBytes)} gzip (budget ${kb(IMAGE_LOADER_BUDGET_BYTES)})`);
  if (bytes > IMAGE_PAGE_BUDGET_BYTES || loaderBytes > IMAGE_LOADER_BUDGET_BYTES)
    fail(`A page with the ${behaviour} is over its JavaScript budget.`);
}

/**
 * A small block's behaviour (a Menu's tabs, a Marquee's line, Social links' Share button) loads on
 * top of what every page loads: plain code, no framework, at most SMALL_BLOCK_BUDGET_BYTES of its
 * own, and the page within SMALL_BLOCK_PAGE_BUDGET_BYTES. The share panel a click loads later
 * counts with it.
 */
export const SMALL_BLOCK_BUDGET_BYTES = 2 * 1024;
export const SMALL_BLOCK_PAGE_BUDGET_BYTES = 15 * 1024;

export function checkSmallBlockBudget(graph: ChunkGraph, behaviour: string): void {
  const bootFiles = graph.bootFiles(graph.entry('boot'));
  const page = graph.closure(graph.entry(behaviour), new Set(bootFiles));
  const own = graph.gzipSize([...page].filter((file) => !bootFiles.has(file)));
  const bytes = graph.gzipSize(page);
  console.log(
    `page with ${behaviour}: ${kb(bytes)} gzip in total (budget ${kb(SMALL_BLOCK_PAGE_BUDGET_BYTES)})`,
  );
  console.log(
    `  the ${behaviour} behaviour itself: ${kb(own)} gzip (budget ${kb(SMALL_BLOCK_BUDGET_BYTES)})`,
  );
  if (bytes > SMALL_BLOCK_PAGE_BUDGET_BYTES || own > SMALL_BLOCK_BUDGET_BYTES)
    fail(`A page with a ${behaviour} block is over its JavaScript budget.`);
}

/**
 * Store, product, cart and checkout pages (issue budget): the boot, the cart indicator and, on a
 * product page with options, the variant picker. The
 * store and product pages may load 15 KB gzip; cart and checkout, 80 KB with a React island there.
 */
const STORE_PAGE_BUDGET_BYTES = 15 * 1024;
const CART_PAGE_BUDGET_BYTES = 80 * 1024;

export function checkStoreBudget(graph: ChunkGraph, behaviours: string[]): void {
  const bootFiles = graph.bootFiles(graph.entry('boot'));
  // A product page loads the cart indicator and the variant picker together.
  const files = new Set(bootFiles);
  for (const behaviour of behaviours) graph.closure(graph.entry(behaviour), files);
  const bytes = graph.gzipSize(files);
  console.log(`store or product page: ${kb(bytes)} gzip in total (budget ${kb(STORE_PAGE_BUDGET_BYTES)})`);
  console.log(`cart or checkout page: ${kb(bytes)} gzip in total (budget ${kb(CART_PAGE_BUDGET_BYTES)})`);
  if (bytes > STORE_PAGE_BUDGET_BYTES) fail('A store or product page is over its JavaScript budget.');
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
