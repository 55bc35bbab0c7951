import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSeconds } from './cpu';
import { profiled } from './load';
import { numberOption } from './options';
import type { SeededSite } from './seed-sites';

/**
 * Cached pages across many sites: one server per deployment size (10, 1,000 and 10,000 seeded
 * sites, each with the default settings), random reads over all of its sites' pages, every server
 * at the same offered load, in interleaved rounds (the order turning each round), by the server's
 * own CPU per request (from /proc, as the other benchmarks). Goals: 1,000 sites at most 2× the
 * 10-site figure; 10,000 sites at most 5× and never more than a cold render, measured on the same
 * server as the pass that first renders each of its pages.
 */
const GOALS: Record<number, number> = { 1000: 2, 10000: 5 };
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

interface ScaleServer {
  port: number;
  process: ChildProcess;
  sites: SeededSite[];
  seedSeconds: number;
  engine: string;
}

interface Page {
  host: string;
  path: string;
}

export interface ScaleOptions {
  tiers: number[];
  seconds: number;
  rounds: number;
  /** PostgreSQL to seed a new schema of (one per server); SQLite when null. */
  databaseUrl: string | null;
}

interface Tier {
  sites: number;
  server: ScaleServer;
  pages: Page[];
  coldMicros: number;
  totals: { requests: number; cpu: number; system: number; seconds: number; strongMs: number };
}

export async function benchScalePages(options: ScaleOptions): Promise<{ ok: boolean }> {
  const sizes = [...options.tiers].sort((a, b) => a - b);
  const tiers: Tier[] = [];
  try {
    for (const sites of sizes) {
      const started = performance.now();
      const server = await startScaleServer(sites, options.databaseUrl);
      const pages = server.sites.flatMap((site) =>
        site.paths.map((p) => ({ host: `${site.identifier}.localhost:${server.port}`, path: p })),
      );
      const tier: Tier = {
        sites,
        server,
        pages,
        coldMicros: 0,
        totals: { requests: 0, cpu: 0, system: 0, seconds: 0, strongMs: 0 },
      };
      tiers.push(tier);
      console.log(
        `${server.engine}, ${sites} sites: seeded ${server.sites.length} sites (${pages.length} pages) in ${server.seedSeconds.toFixed(1)} s, server ready after ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      // The cold pass: every page's first request (host lookup, reads, render, compression, caching).
      const cold = await measure(server, pages, { amount: pages.length, inOrder: true, connections: 8 });
      tier.coldMicros = (cold.cpu / cold.requests) * 1e6;
      console.log(
        `  cold pass, every page once: ${tier.coldMicros.toFixed(0)} µs server CPU per request, ${Math.round(cold.requests / cold.seconds)} req/s, ${((performance.now() - started) / 1000).toFixed(0)} s since start`,
      );
      await printFigures(server, '  after it');
    }
    console.log(
      `settings (every server): PAGE_CACHE_MB=${process.env.PAGE_CACHE_MB ?? '64 (default)'}, PAGE_CACHE_DISK_MB=${process.env.PAGE_CACHE_DISK_MB ?? '1000 (default)'}`,
    );

    let sustained = Number.POSITIVE_INFINITY;
    for (const tier of tiers) {
      const run = await measure(tier.server, tier.pages, { seconds: 2 });
      sustained = Math.min(sustained, run.requests / run.seconds);
    }
    const rate = numberOption('BENCH_RATE', Math.max(200, Math.round((sustained * 0.7) / 100) * 100));
    console.log(
      `offered load: ${rate} req/s to each server, ${options.rounds} interleaved rounds of ${options.seconds} s`,
    );

    for (let round = 0; round < options.rounds; round++) {
      const turn = [...tiers.slice(round % tiers.length), ...tiers.slice(0, round % tiers.length)];
      const line: string[] = [];
      for (const tier of turn) {
        await measure(tier.server, tier.pages, { seconds: 1, rate });
        const strongBefore = (await figuresOf(tier.server)).strong.ms;
        const run = await profiled(tier.server, `scale-${tier.server.engine}-${tier.sites}-${round}`, () =>
          measure(tier.server, tier.pages, { seconds: options.seconds, rate }),
        );
        tier.totals.requests += run.requests;
        tier.totals.cpu += run.cpu;
        tier.totals.system += run.system;
        tier.totals.seconds += run.seconds;
        tier.totals.strongMs += (await figuresOf(tier.server)).strong.ms - strongBefore;
        line.push(`${tier.sites}: ${((run.cpu / run.requests) * 1e6).toFixed(0)} µs`);
      }
      console.log(`  round ${round + 1}: ${line.join(', ')}`);
    }

    const micros = (tier: Tier) => (tier.totals.cpu / tier.totals.requests) * 1e6;
    const base = tiers[0]!;
    let ok = true;
    for (const tier of tiers) {
      const ratio = micros(tier) / micros(base);
      const strongMicros = (tier.totals.strongMs * 1000) / tier.totals.requests;
      const parts = [
        `${tier.sites} sites (${tier.pages.length} pages): ${micros(tier).toFixed(1)} µs server CPU per request (${((tier.totals.system / tier.totals.requests) * 1e6).toFixed(1)} of it in the kernel, ${strongMicros.toFixed(1)} strong compression of hot pages)`,
        `${Math.round(tier.totals.requests / tier.totals.seconds)} req/s`,
      ];
      if (tier !== base) {
        const goal = GOALS[tier.sites];
        const without = (tier: Tier) => micros(tier) - (tier.totals.strongMs * 1000) / tier.totals.requests;
        parts.push(
          `${ratio.toFixed(2)}× the ${base.sites}-site figure${goal ? ` (goal <= ${goal})` : ''}, ${(without(tier) / without(base)).toFixed(2)}× without strong compression`,
        );
        if (goal) ok &&= ratio <= goal;
      }
      const ofCold = micros(tier) / tier.coldMicros;
      parts.push(
        `${ofCold.toFixed(3)} of its cold render (${tier.coldMicros.toFixed(0)} µs)${tier.sites >= 10000 ? ' (goal <= 1)' : ''}`,
      );
      if (tier.sites >= 10000) ok &&= ofCold <= 1;
      console.log(`  ${parts.join(', ')}`);
    }
    for (const tier of tiers) await printFigures(tier.server, `  ${tier.sites} sites at the end`);
    console.log(`${base.server.engine}: scale goals ${ok ? 'OK' : 'MISSED'}`);
    return { ok };
  } finally {
    for (const tier of tiers) {
      tier.server.process.disconnect();
      await new Promise((resolve) => tier.server.process.once('exit', resolve));
    }
  }
}

/** The scale server, seeded with `count` sites, on SQLite or a new PostgreSQL schema. */
function startScaleServer(count: number, databaseUrl: string | null): Promise<ScaleServer> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'serve-scale.ts'), [String(count)], {
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      ],
      env: { ...process.env, NODE_ENV: 'production', BENCH_DATABASE_URL: databaseUrl ?? '' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (message: Omit<ScaleServer, 'process'>) => resolve({ ...message, process: child }));
    child.once('exit', (code) => reject(new Error(`serve-scale.ts exited with ${code}`)));
  });
}

/** A run of random (or, with inOrder, each once in turn) GETs over `pages`, and the server's CPU for it. */
async function measure(
  server: ScaleServer,
  pages: Page[],
  run: { seconds?: number; amount?: number; rate?: number; inOrder?: boolean; connections?: number },
): Promise<{ requests: number; cpu: number; system: number; seconds: number }> {
  let next = 0;
  const before = cpuSeconds(server.process.pid!);
  const systemBefore = systemSeconds(server.process.pid!);
  const startedAt = performance.now();
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}/`,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
    connections: run.connections ?? 32,
    pipelining: 1,
    ...(run.amount ? { amount: run.amount } : { duration: run.seconds ?? 1 }),
    ...(run.rate ? { overallRate: run.rate } : {}),
    requests: [
      {
        setupRequest: (request) => {
          const page = run.inOrder
            ? pages[next++ % pages.length]!
            : pages[Math.floor(Math.random() * pages.length)]!;
          request.path = page.path;
          request.headers = { ...request.headers, host: page.host };
          return request;
        },
      },
    ],
  });
  const cpu = cpuSeconds(server.process.pid!) - before;
  const system = systemSeconds(server.process.pid!) - systemBefore;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { requests: result.requests.total, cpu, system, seconds: (performance.now() - startedAt) / 1000 };
}

let ticksPerSecond = 0;

/** The kernel's share of a process's CPU time so far (stime in /proc/<pid>/stat), in seconds. */
function systemSeconds(pid: number): number {
  if (!ticksPerSecond) ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[12]) / ticksPerSecond;
}

interface Figures {
  memory: { entries: number; bytes: number; maxBytes: number };
  disk: {
    entries: number;
    bytes: number;
    indexBytes: number;
    reads: number;
    writes: number;
    failures: number;
  } | null;
  hits: number;
  diskHits: number;
  misses: number;
  strong: {
    pages: number;
    ms: number;
    savedBytes: number;
    waiting: number;
    hits: number;
    bytesServedLess: number;
  };
}

/** The server's page cache figures (HtmlCache.figures()), over its IPC channel. */
function figuresOf(server: ScaleServer): Promise<Figures> {
  return new Promise<Figures>((resolve) => {
    const listener = (message: { cacheFigures?: Figures }) => {
      if (!message.cacheFigures) return;
      server.process.off('message', listener);
      resolve(message.cacheFigures);
    };
    server.process.on('message', listener);
    server.process.send('cache:figures');
  });
}

/** The cache's figures and the server's resident memory, and what strong compression cost and saved. */
async function printFigures(server: ScaleServer, when: string): Promise<void> {
  const figures = await figuresOf(server);
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.process.pid}/status`, 'utf8'))?.[1];
  const { memory, disk, strong } = figures;
  console.log(
    `${when}: resident ${mb(Number(rss) * 1024)} MB; cache memory ${mb(memory.bytes)} of ${mb(memory.maxBytes)} MB (${memory.entries} pages)` +
      (disk
        ? `, disk ${mb(disk.bytes)} MB (${disk.entries} pages, index ${mb(disk.indexBytes)} MB, ${disk.writes} written, ${disk.failures} failed)`
        : ', no disk tier') +
      `; ${figures.hits} memory hits, ${figures.diskHits} disk hits, ${figures.misses} misses`,
  );
  if (strong.pages > 0) {
    const perPage = strong.ms / strong.pages;
    console.log(
      `${when.replace(/\S.*/, '')}  strong compression: ${strong.pages} hot pages at Brotli 11 in ${strong.ms.toFixed(0)} ms (${perPage.toFixed(1)} ms each), ${strong.savedBytes} B smaller in all (${(strong.savedBytes / strong.pages).toFixed(0)} B each); ${strong.hits} hits of them since sent ${mb(strong.bytesServedLess)} MB less, ${(strong.bytesServedLess / 1000 / Math.max(strong.ms, 1)).toFixed(1)} kB less per ms of CPU spent; ${strong.waiting} hot pages waiting`,
    );
  } else {
    console.log(
      `${when.replace(/\S.*/, '')}  strong compression: none yet (${strong.waiting} hot pages waiting)`,
    );
  }
}
