import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@atelier/server';
import { loadConfig } from '@atelier/server/config/config';
import { observeSitePageInputs } from '@atelier/server/render/page-renderer';
import { seedDemo } from '@atelier/server/seed/demo';
import { renderSitePage, type SitePageInput } from '@atelier/site';
import type { FastifyInstance } from 'fastify';

/**
 * An uncached render of the demo's home page (the whole request: host lookup, request checks, the
 * page's reads, site context, styles, SEO, React, the policy and tag, compression) against React's
 * own `renderToString` of the same element tree (`renderSitePage` of the input the request built),
 * in the same process, interleaved, in CPU time. Goal: the request at most 1.5× React alone. Then a
 * CPU profile of uncached requests, its samples put in shares: where our part of the time goes.
 *
 * The app keeps no page (memory cache of 1 byte, no disk tier), so every request renders; nothing
 * the measured call answers is kept for the next one.
 */
const GOAL = 1.5;
const HOST = 'demo.localhost';
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface RenderProfileOptions {
  rounds: number;
  /** Calls of each kind per round. */
  perRound: number;
  /** A folder to write the profile to (a .cpuprofile file DevTools opens), or null. */
  profileDir: string | null;
}

async function uncachedApp(): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-render-'));
  const config = {
    ...loadConfig({}),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    pageCacheBytes: 1,
    pageCacheDiskBytes: 0,
  };
  const app = await buildApp({ config });
  await seedDemo(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function homePage(app: FastifyInstance): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/',
    headers: { host: HOST, 'accept-encoding': ACCEPT_ENCODING },
  });
  if (response.statusCode !== 200) throw new Error(`home page: ${response.statusCode}`);
  return response.rawPayload.length;
}

/** CPU microseconds of this process per call of `work`, over `times` calls. */
async function cpuPerCall(work: () => unknown, times: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < times; i++) await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / times;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

/** Where a sample's time goes, from its innermost frame outwards: the first frame a rule names. */
const SHARES: [string, (frame: { functionName: string; url: string }) => boolean][] = [
  [
    'compression (Brotli, gzip)',
    (f) => /node:zlib|zlib\.js/.test(f.url) || /^(precompressHtml|compactHtml)$/.test(f.functionName),
  ],
  ['React (renderToString and the blocks)', (f) => /react-dom|\/react\/|packages\/site\/src/.test(f.url)],
  [
    'reads (queries, SQLite, JSON of rows)',
    (f) => /kysely|better-sqlite3|\/pg\/|\.queries\.ts|media-lookup|product-lookup|style-assets/.test(f.url),
  ],
  ['site context', (f) => /site-context\.ts/.test(f.url)],
  ['styles (CSS for the page, fonts)', (f) => /page-styles\.ts|fonts\.service/.test(f.url)],
  ['SEO (title, description, JSON-LD)', (f) => /page-seo\.ts/.test(f.url)],
  ['policy and tag (CSP, ETag)', (f) => /prepared-html\.ts|script-policy\.ts/.test(f.url)],
  ['page cache (miss, key)', (f) => /html-cache|page-cache-|cached-page-responder/.test(f.url)],
  ['request checks, headers, tenancy', (f) => /platform\/(http|tenancy|security|session)/.test(f.url)],
  [
    'route (page lookup, document)',
    (f) => /render\/public-pages|render\/page-renderer|api\/pages/.test(f.url),
  ],
  ['framework (Fastify, inject)', (f) => /fastify|light-my-request|find-my-way|avvio|pino/.test(f.url)],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
];

/** Shares of the profile's samples (idle and the program's own bookkeeping left out). */
function shares(profile: { nodes: ProfileNode[]; samples: number[] }): [string, number][] {
  const parent = new Map<number, ProfileNode>();
  const byId = new Map<number, ProfileNode>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node);
  }
  const counts = new Map<string, number>();
  let total = 0;
  for (const id of profile.samples) {
    let node = byId.get(id);
    const leaf = node?.callFrame.functionName;
    if (leaf === '(idle)' || leaf === '(program)') continue;
    total += 1;
    let share = 'other';
    while (node) {
      const rule = SHARES.find(([, test]) => test(node!.callFrame));
      if (rule) {
        share = rule[0];
        break;
      }
      node = parent.get(node.id);
    }
    counts.set(share, (counts.get(share) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, n]) => [name, n / Math.max(total, 1)] as [string, number])
    .sort((a, b) => b[1] - a[1]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchRenderProfile(options: RenderProfileOptions): Promise<{ ok: boolean }> {
  const { app, close } = await uncachedApp();
  try {
    let input: SitePageInput | null = null;
    observeSitePageInputs((seen) => {
      input = seen;
    });
    const bytes = await homePage(app);
    observeSitePageInputs(null);
    if (!input) throw new Error('the home page was not rendered');
    const tree: SitePageInput = input;
    const reactBytes = Buffer.byteLength(renderSitePage(tree));
    console.log(
      `demo home: ${reactBytes} B of HTML, ${bytes} B sent (Brotli); ${options.rounds} interleaved rounds of ${options.perRound} calls each`,
    );

    // Warm both: the JIT, React's and the route's first-call work.
    for (let i = 0; i < 20; i++) {
      await homePage(app);
      renderSitePage(tree);
    }
    const request: number[] = [];
    const react: number[] = [];
    for (let round = 0; round < options.rounds; round++) {
      const pair: [number[], () => unknown][] = [
        [request, () => homePage(app)],
        [react, () => renderSitePage(tree)],
      ];
      // The order turns each round, so neither always runs after the other.
      if (round % 2) pair.reverse();
      for (const [into, work] of pair) into.push(await cpuPerCall(work, options.perRound));
    }
    const requestMicros = median(request);
    const reactMicros = median(react);
    const ratio = requestMicros / reactMicros;
    const ok = ratio <= GOAL;
    console.log(
      `  uncached request: ${requestMicros.toFixed(0)} µs CPU (median of rounds; ${Math.min(...request).toFixed(0)} to ${Math.max(...request).toFixed(0)})`,
    );
    console.log(
      `  renderToString of the same tree: ${reactMicros.toFixed(0)} µs CPU (${Math.min(...react).toFixed(0)} to ${Math.max(...react).toFixed(0)})`,
    );
    console.log(
      `  request / React alone: ${ratio.toFixed(2)} (goal <= ${GOAL}) ${ok ? 'OK' : 'ABOVE GOAL'}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    );

    // The profile: uncached requests only, in their own stretch (the profiler's cost is not in the figures above).
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    for (let i = 0; i < options.rounds * options.perRound; i++) await homePage(app);
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    if (options.profileDir) {
      fs.mkdirSync(options.profileDir, { recursive: true });
      const file = path.join(options.profileDir, `render-profile-${Date.now()}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
      console.log(`  profile written to ${file}`);
    }
    console.log('  where an uncached request spends its CPU (profile samples):');
    for (const [name, share] of shares(profile as unknown as { nodes: ProfileNode[]; samples: number[] }))
      console.log(`    ${(share * 100).toFixed(1).padStart(5)} %  ${name}`);
    return { ok };
  } finally {
    observeSitePageInputs(null);
    await close();
  }
}
