import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
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
 *
 * Each request goes over a real socket to the app listening on a loopback port, as a browser's
 * would: Fastify's `inject` stands in for Node's HTTP server with a simulated request and response
 * of its own, and then decodes the whole (Brotli) body as a UTF-8 string, which cost more than
 * computing the page's content security policy and tag together. The client is a bare keep-alive
 * socket that writes one fixed request and counts the answer's bytes (no HTTP parser), so nearly
 * all of the CPU it adds to this process is the server's own work: accepting, parsing, writing.
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

async function uncachedApp(): Promise<{ app: FastifyInstance; port: number; close(): Promise<void> }> {
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
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    port: (app.server.address() as AddressInfo).port,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive connection asking for the home page again and again: the request's bytes are
 * fixed, and an answer is read only as far as its status and Content-Length (the app always sends
 * one for a page) and then counted, never decoded.
 */
function homePageClient(port: number): Promise<{ get(): Promise<number>; close(): void }> {
  const request = Buffer.from(
    `GET / HTTP/1.1\r\nHost: ${HOST}\r\nAccept-Encoding: ${ACCEPT_ENCODING}\r\nConnection: keep-alive\r\n\r\n`,
  );
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    let waiting: { resolve(bytes: number): void; reject(error: Error): void } | null = null;
    let head: Buffer = Buffer.alloc(0);
    let bodyLeft = -1;
    let bodyLength = 0;
    socket.on('data', (chunk: Buffer) => {
      if (bodyLeft < 0) {
        head = head.length ? Buffer.concat([head, chunk]) : chunk;
        const end = head.indexOf(HEADER_END);
        if (end === -1) return;
        const text = head.subarray(0, end).toString('latin1');
        const status = Number(text.slice(9, 12));
        const length = /\r\ncontent-length: *(\d+)/i.exec(text);
        if (status !== 200 || !length) {
          waiting?.reject(new Error(`home page: ${status}${length ? '' : ' without a Content-Length'}`));
          waiting = null;
          return;
        }
        bodyLength = Number(length[1]);
        bodyLeft = bodyLength - (head.length - end - HEADER_END.length);
        head = Buffer.alloc(0);
      } else {
        bodyLeft -= chunk.length;
      }
      if (bodyLeft <= 0) {
        bodyLeft = -1;
        const done = waiting;
        waiting = null;
        done?.resolve(bodyLength);
      }
    });
    socket.on('error', (error) => {
      waiting?.reject(error);
      reject(error);
    });
    socket.once('connect', () =>
      resolve({
        get: () =>
          new Promise<number>((resolveGet, rejectGet) => {
            waiting = { resolve: resolveGet, reject: rejectGet };
            socket.write(request);
          }),
        close: () => socket.destroy(),
      }),
    );
  });
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
  [
    'framework (Fastify, node:http)',
    (f) => /fastify|light-my-request|find-my-way|avvio|pino|node:_http/.test(f.url),
  ],
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
  const { port, close } = await uncachedApp();
  const client = await homePageClient(port);
  const homePage = () => client.get();
  try {
    let input: SitePageInput | null = null;
    observeSitePageInputs((seen) => {
      input = seen;
    });
    const bytes = await homePage();
    observeSitePageInputs(null);
    if (!input) throw new Error('the home page was not rendered');
    const tree: SitePageInput = input;
    const reactBytes = Buffer.byteLength(renderSitePage(tree));
    console.log(
      `demo home: ${reactBytes} B of HTML, ${bytes} B sent (Brotli); ${options.rounds} interleaved rounds of ${options.perRound} calls each`,
    );

    // Warm both: the JIT, React's and the route's first-call work.
    for (let i = 0; i < 20; i++) {
      await homePage();
      renderSitePage(tree);
    }
    const request: number[] = [];
    const react: number[] = [];
    const reactBytesOut: number[] = [];
    for (let round = 0; round < options.rounds; round++) {
      const pair: [number[], () => unknown][] = [
        [request, () => homePage()],
        [react, () => renderSitePage(tree)],
        [reactBytesOut, () => Buffer.from(renderSitePage(tree))],
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
    // renderToString gives a string built of many pieces; a server sends bytes, and joining the
    // pieces and encoding them is work React leaves to whoever reads the string first.
    const bytesMicros = median(reactBytesOut);
    console.log(
      `  renderToString and its bytes (Buffer.from): ${bytesMicros.toFixed(0)} µs CPU; request / that: ${(requestMicros / bytesMicros).toFixed(2)}`,
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
    for (let i = 0; i < options.rounds * options.perRound; i++) await homePage();
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
    client.close();
    await close();
  }
}
