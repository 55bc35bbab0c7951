import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Child, getRaw, measureServer, startChild } from './load';

export interface BareComparison {
  /** Bare node:http CPU per request over ours: 1 means ours costs the same. */
  cpuRatio: number;
  /** Our requests per second over bare node:http's at the same offered load. */
  rateRatio: number;
}

/**
 * Fetches `url` from our server once, starts a bare node:http server answering the same bytes and
 * headers, then measures both in interleaved rounds (the order turning each round) at the same
 * offered load, comparing the servers' own CPU time per request (/proc) and requests per second.
 */
export async function compareWithBare(
  ours: Child,
  url: string,
  headers: Record<string, string>,
  options: { dir: string; seconds: number; rounds: number; label: string },
): Promise<BareComparison> {
  const first = await getRaw(`http://127.0.0.1:${ours.port}${url}`, headers);
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
  const copied: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(first.headers))
    if (value !== undefined && !['content-length', 'date', 'connection', 'keep-alive'].includes(key))
      copied[key] = value;
  const file = path.join(options.dir, `${options.label.replace(/\W+/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ body: first.body.toString('base64'), headers: copied }));
  console.log(
    `${options.label}: ${first.body.length} B ${first.headers['content-type']}, ${Object.keys(copied).length} headers`,
  );
  const bare = await startChild('serve-bare.ts', [file]);
  try {
    const servers = { ours, bare };
    const target = (child: Child) => `http://127.0.0.1:${child.port}${child === ours ? url : '/'}`;
    let sustained = Number.POSITIVE_INFINITY;
    for (const child of Object.values(servers))
      sustained = Math.min(sustained, (await measureServer(child, target(child), headers, 1)).perSecond);
    const rate = Math.max(200, Math.round((sustained * 0.7) / 100) * 100);
    console.log(`  offered load: ${rate} req/s to each server`);
    const totals = { ours: { requests: 0, cpu: 0 }, bare: { requests: 0, cpu: 0 } };
    for (let round = 0; round < options.rounds; round++) {
      const turn = round % 2 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const);
      for (const name of turn) {
        const run = await measureServer(servers[name], target(servers[name]), headers, options.seconds, rate);
        totals[name].requests += run.requests;
        totals[name].cpu += run.cpuSeconds;
      }
    }
    const cpuPerRequest = (name: 'ours' | 'bare') => (totals[name].cpu / totals[name].requests) * 1e6;
    const seconds = options.seconds * options.rounds;
    for (const name of ['ours', 'bare'] as const)
      console.log(
        `  ${name === 'ours' ? 'ours' : 'bare node:http'}: ${Math.round(totals[name].requests / seconds)} req/s, ${cpuPerRequest(name).toFixed(1)} µs server CPU per request`,
      );
    return {
      cpuRatio: cpuPerRequest('bare') / cpuPerRequest('ours'),
      rateRatio: totals.ours.requests / totals.bare.requests,
    };
  } finally {
    bare.process.disconnect();
  }
}
