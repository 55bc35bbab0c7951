import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Child, getRaw, measureServer, profiled, startChild } from './load';
import { numberOption } from './options';

/**
 * A cached page may cost at most 1.11 times the server CPU per request of a bare node:http server
 * sending the same compressed bytes and headers: a ratio of at least 0.9.
 */
const GOAL_VS_BARE = 0.9;
/** What browsers send; the page goes out Brotli-compressed. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

type Name = 'ours' | 'framework' | 'bare';

/**
 * The demo home page from our server's cache against two servers answering the same bytes and
 * headers: bare node:http and Fastify with nothing registered. All run in the same run, measured in
 * interleaved rounds (the order turning each round), so machine noise hits them alike. The figure
 * that decides is the server's own CPU time per request (from /proc), which the load generator's
 * share of the machine does not distort; requests per second are printed beside it.
 */
export async function benchCachedPage(
  seconds: number,
  /** The demo page measured: the home page, or a product page (/p/linen-apron), same goal. */
  pagePath = '/',
): Promise<{ ratio: number; ok: boolean }> {
  const name = pagePath === '/' ? 'cached page' : `cached page ${pagePath}`;
  const urlOf = (child: Child) => `http://127.0.0.1:${child.port}${pagePath}`;
  const children: Child[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-page-'));
  try {
    const app = await startChild('serve-app.ts');
    children.push(app);
    const headers = { host: `demo.localhost:${app.port}`, 'accept-encoding': ACCEPT_ENCODING };
    // The first answer renders and caches the page; the one after it is what a visitor gets.
    await getRaw(urlOf(app), headers);
    const first = await getRaw(urlOf(app), headers);
    if (first.status !== 200) throw new Error(`demo ${pagePath} answered ${first.status}`);
    const copied: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(first.headers))
      if (value !== undefined && !['content-length', 'date', 'connection', 'keep-alive'].includes(key))
        copied[key] = value;
    const pageFile = path.join(dir, 'page.json');
    writeFileSync(pageFile, JSON.stringify({ body: first.body.toString('base64'), headers: copied }));
    console.log(
      `demo ${pagePath}: ${first.body.length} B ${first.headers['content-encoding'] ?? 'uncompressed'}, ${Object.keys(copied).length} headers`,
    );
    const bare = await startChild('serve-bare.ts', [pageFile]);
    children.push(bare);
    const framework = await startChild('serve-fastify.ts', [pageFile]);
    children.push(framework);

    const servers: Record<Name, Child> = { ours: app, framework, bare };
    const totals: Record<Name, { requests: number; cpu: number; seconds: number }> = {
      ours: { requests: 0, cpu: 0, seconds: 0 },
      framework: { requests: 0, cpu: 0, seconds: 0 },
      bare: { requests: 0, cpu: 0, seconds: 0 },
    };
    // Warm each, and find the rate all three sustain here: CPU per request is compared at the same
    // offered load, since a server answering more requests per wake-up spends less on each.
    let sustained = Number.POSITIVE_INFINITY;
    for (const child of Object.values(servers))
      sustained = Math.min(sustained, (await measureServer(child, urlOf(child), headers, 1)).perSecond);
    const rate = numberOption('BENCH_RATE', Math.max(200, Math.round((sustained * 0.7) / 100) * 100));
    console.log(`  offered load: ${rate} req/s to each server`);
    const rounds = numberOption('BENCH_ROUNDS', 3);
    const order: Name[] = ['ours', 'framework', 'bare'];
    const roundRatios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const turn = [...order.slice(round % 3), ...order.slice(0, round % 3)];
      const perRequest: Partial<Record<Name, number>> = {};
      for (const name of turn) {
        const run = await profiled(servers[name], `page-${name}-${round}`, () =>
          measureServer(servers[name], urlOf(servers[name]), headers, seconds, rate),
        );
        totals[name].requests += run.requests;
        totals[name].cpu += run.cpuSeconds;
        totals[name].seconds += seconds;
        perRequest[name] = run.cpuSeconds / run.requests;
      }
      roundRatios.push(perRequest.bare! / perRequest.ours!);
    }
    const sorted = [...roundRatios].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `  per-round CPU ratios vs bare node:http: ${roundRatios.map((r) => r.toFixed(2)).join(' ')} (median ${median.toFixed(3)})`,
    );
    const cpuPerRequest = (name: Name) => (totals[name].cpu / totals[name].requests) * 1e6;
    const perSecond = (name: Name) => totals[name].requests / totals[name].seconds;
    for (const name of order) {
      console.log(
        `  ${label[name]}: ${Math.round(perSecond(name))} req/s, ${cpuPerRequest(name).toFixed(1)} µs server CPU per request`,
      );
    }
    const ratio = cpuPerRequest('bare') / cpuPerRequest('ours');
    console.log(
      `${name} vs bare node:http, CPU per request: ${ratio.toFixed(3)} (goal >= ${GOAL_VS_BARE}) ${ratio >= GOAL_VS_BARE ? 'OK' : 'BELOW GOAL'}`,
    );
    console.log(
      `${name} vs bare node:http, req/s: ${(perSecond('ours') / perSecond('bare')).toFixed(3)}; vs bare Fastify, CPU per request: ${(cpuPerRequest('framework') / cpuPerRequest('ours')).toFixed(3)}, req/s: ${(perSecond('ours') / perSecond('framework')).toFixed(3)}`,
    );
    return { ratio, ok: ratio >= GOAL_VS_BARE };
  } finally {
    for (const child of children) child.process.disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}

const label: Record<Name, string> = {
  ours: 'cached page',
  framework: 'bare Fastify',
  bare: 'bare node:http',
};
