import { type Child, getOnce, requestsPerSecond, startChild } from './load';

/**
 * Our features (host lookup, sessions, crumbs, the page cache, a fresh CSP nonce per response)
 * may cost at most a fifth of what the bare framework serves.
 */
const GOAL_VS_FRAMEWORK = 0.8;

/**
 * Requests per second of a cached published page against two baselines answering the same bytes
 * and headers: a bare node:http server and Fastify with nothing registered. All three run in the
 * same run and are measured interleaved (A B C A B C), so machine noise hits them alike.
 */
export async function benchCachedPage(seconds: number): Promise<{ ratio: number; ok: boolean }> {
  const children: Child[] = [];
  try {
    const app = await startChild('serve-app.ts');
    children.push(app);
    const headers = { host: `demo.localhost:${app.port}` };
    const first = await getOnce(`http://127.0.0.1:${app.port}/`, headers);
    if (first.status !== 200) throw new Error(`demo home answered ${first.status}`);
    const copied: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(first.headers))
      if (value !== undefined && !['content-length', 'date', 'connection', 'keep-alive'].includes(key))
        copied[key] = value;
    const page = [JSON.stringify({ body: first.body, headers: copied })];
    const bare = await startChild('serve-bare.ts', page);
    children.push(bare);
    const framework = await startChild('serve-fastify.ts', page);
    children.push(framework);

    const servers = { ours: app, framework, bare };
    const totals = { ours: 0, framework: 0, bare: 0 };
    for (const child of Object.values(servers)) await requestsPerSecond(urlOf(child), headers, 2); // warm
    const rounds = 2;
    for (let round = 0; round < rounds; round++) {
      for (const [name, child] of Object.entries(servers) as [keyof typeof servers, Child][]) {
        totals[name] += await requestsPerSecond(urlOf(child), headers, seconds);
      }
    }
    const perSecond = (n: number) => Math.round(n / rounds);
    console.log(
      `cached page: ${perSecond(totals.ours)} req/s, bare Fastify: ${perSecond(totals.framework)} req/s, bare node:http: ${perSecond(totals.bare)} req/s`,
    );
    const ratio = totals.ours / totals.framework;
    console.log(
      `cached page vs bare Fastify: ${ratio.toFixed(3)} (goal >= ${GOAL_VS_FRAMEWORK}) ${ratio >= GOAL_VS_FRAMEWORK ? 'OK' : 'BELOW GOAL'}`,
    );
    console.log(
      `cached page vs bare node:http: ${(totals.ours / totals.bare).toFixed(3)} (bare Fastify vs node:http: ${(totals.framework / totals.bare).toFixed(3)})`,
    );
    return { ratio, ok: ratio >= GOAL_VS_FRAMEWORK };
  } finally {
    for (const child of children) child.process.disconnect();
  }
}

const urlOf = (child: Child) => `http://127.0.0.1:${child.port}/`;
