import autocannon, { type Request } from 'autocannon';
import { cpuSeconds } from './cpu';
import { type Child, getOnce, profiled, startChild } from './load';
import { numberOption } from './options';
import { OwnerSession } from './owner-session';

/**
 * Against a bare node:http server with better-sqlite3 doing the same insert with the same
 * durability (group commit for both), validating a page view and our framework may cost 30 %.
 */
const GOAL_VS_BARE_SQLITE = 0.7;
const CONNECTIONS = 32;
const WARM_SECONDS = numberOption('BENCH_WARM_SECONDS', 5);
const DEMO_OWNER = { email: 'owner@demo.atelier.test', password: 'atelier-demo-owner' };

/** The demo site's id, read from its home page's site context as the runtime reads it. */
async function demoSiteId(port: number, host: string): Promise<string> {
  const page = await getOnce(`http://127.0.0.1:${port}/`, { host });
  const json = /<script id="site-context" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(
    page.body,
  )?.[1];
  const id = json ? (JSON.parse(json) as { website?: { id?: string } }).website?.id : undefined;
  if (!id) throw new Error(`no site context on the demo home (${page.status})`);
  return id;
}

/** Distinct beacons prepared before the run, so building them costs the load generator nothing. */
const VARIANTS = 1_024;
const PATHS = ['/', '/about', '/classes', '/contact'];

/**
 * RecordHit requests as page-view.ts sends them: 256 visitors, each on a visit of four pages, with
 * the cookies the runtime leaves (the first page of each visit begins it).
 */
function beaconRequests(siteId: string, host: string): Request[] {
  const start = Date.now();
  const prepared = Array.from({ length: VARIANTS }, (_, n) => {
    const visitor = Math.floor(n / PATHS.length);
    const page = n % PATHS.length;
    const path = PATHS[page]!;
    const record = `bench${visitor}|${start}|${start}|${start}|1`;
    const data = {
      websiteId: siteId,
      pagePath: path,
      pageTitle: 'Riverside Studio',
      contentSource: 'c',
      visitorCookie: record,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0',
      clientDate: start + page,
      viewportInnerWidth: 1280,
      viewportInnerHeight: 720,
      screenWidth: 1920,
      screenHeight: 1080,
      member_locale: 'en-GB',
      localStorageSupported: true,
      queryString: '',
      referrer: page === 0 ? 'https://www.search.example/' : `http://${host}/`,
      url: `http://${host}${path}`,
      title: 'Riverside Studio',
    };
    return {
      headers: {
        host,
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        cookie: `ss_cvr=${record}; ss_cvt=${start + page}`,
        // Each visitor from an address of its own, as the rate limit of reports expects of life.
        'x-forwarded-for': `10.1.${n >> 8}.${n & 255}`,
      },
      body: new URLSearchParams({ event: '1', data: JSON.stringify(data), ss_cvr: record }).toString(),
    };
  });
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/api/census/RecordHit',
      setupRequest: (request) => {
        next = (next + 1) % VARIANTS;
        return { ...request, ...prepared[next]! };
      },
    },
  ];
}

/**
 * A fixed number of beacons (sized to last about `seconds`): every request is answered before the
 * run ends, so the answers counted are all the answers there were. The rate is taken from the first
 * request to the last answer: the load generator itself only notices the end at its next one-second
 * tick, which would round every run up to whole seconds.
 */
async function beaconRun(child: Child, requests: Request[], amount: number) {
  const port = child.port;
  const cpuBefore = cpuSeconds(child.process.pid!);
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      { url: `http://127.0.0.1:${port}`, requests, connections: CONNECTIONS, amount },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
    run.on('response', () => {
      lastAnswer = performance.now();
    });
  });
  if (result.errors > 0 || result.timeouts > 0) {
    throw new Error(`beacons: ${result.errors} errors and ${result.timeouts} time-outs`);
  }
  const seconds = (lastAnswer - started) / 1000;
  return {
    perSecond: result.requests.total / seconds,
    answered2xx: result['2xx'],
    non2xx: result.non2xx,
    cpu: cpuSeconds(child.process.pid!) - cpuBefore,
    requests: result.requests.total,
  };
}

/**
 * Page-view beacons (POST /api/census/RecordHit) per second stored by our server against the same
 * requests answered by a bare node:http server, interleaved in the same run. Finally the owner's
 * dashboard must count exactly as many page views as beacons were answered 2xx.
 */
export async function benchBeacons(seconds: number): Promise<{ ratio: number; ok: boolean }> {
  const children: Child[] = [];
  try {
    const app = await startChild('serve-app.ts', ['127.0.0.1']);
    children.push(app);
    const bare = await startChild('serve-hello.ts');
    children.push(bare);
    const host = `demo.localhost:${app.port}`;
    const siteId = await demoSiteId(app.port, host);
    const requests = beaconRequests(siteId, host);
    const bareSqlite = await startChild('serve-bare-sqlite.ts', ['beacons', app.sqliteFile!, siteId]);
    children.push(bareSqlite);

    let answered = 0;
    let refused = 0;
    const servers = { ours: app, bareSqlite, bare };
    const totals = {
      ours: { perSecond: 0, cpu: 0, requests: 0 },
      bareSqlite: { perSecond: 0, cpu: 0, requests: 0 },
      bare: { perSecond: 0, cpu: 0, requests: 0 },
    };
    const measure = async (name: keyof typeof servers, amount: number) => {
      const run = await beaconRun(servers[name], requests, amount);
      if (name === 'ours') {
        answered += run.answered2xx;
        refused += run.non2xx;
      }
      return run;
    };
    // Warm all three for WARM_SECONDS, until their code is compiled (ours runs far more JavaScript
    // than the bare servers and kept getting cheaper for seconds), and size the measured runs from
    // what each managed.
    const warm = async (name: keyof typeof servers) => {
      const first = await measure(name, 2_000);
      return (await measure(name, Math.round(first.perSecond * WARM_SECONDS))).perSecond;
    };
    const rates = {
      ours: await warm('ours'),
      bareSqlite: await warm('bareSqlite'),
      bare: await warm('bare'),
    };
    const rounds = numberOption('BENCH_ROUNDS', 4);
    for (let round = 0; round < rounds; round++) {
      // Interleaved, the order turning each round.
      const turn = (['ours', 'bareSqlite', 'bare'] as const).map(
        (_, n, all) => all[(n + round) % all.length]!,
      );
      for (const name of turn) {
        const run = await profiled(servers[name], `beacons-${name}-${round}`, () =>
          measure(name, Math.max(500, Math.round(rates[name] * seconds))),
        );
        totals[name].perSecond += run.perSecond;
        totals[name].cpu += run.cpu;
        totals[name].requests += run.requests;
      }
    }
    const cpuPer = (name: keyof typeof totals) => (totals[name].cpu / totals[name].requests) * 1e6;
    const perSecond = (name: keyof typeof totals) => totals[name].perSecond / rounds;

    const owner = new OwnerSession(app.port, host);
    await owner.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const report = await owner.getJson<{ totals: { pageViews: number } }>(
      `/api/config/analytics?from=${day(-1)}&to=${day(1)}`,
    );
    const stored = report.totals.pageViews;

    // Server CPU per beacon decides; requests per second are printed beside it.
    const ratio = cpuPer('bareSqlite') / cpuPer('ours');
    console.log(
      `page-view beacons: ${Math.round(perSecond('ours'))}/s at ${Math.round(cpuPer('ours'))} µs server CPU each, bare node:http + better-sqlite3: ${Math.round(perSecond('bareSqlite'))}/s at ${Math.round(cpuPer('bareSqlite'))} µs, bare node:http storing nothing: ${Math.round(perSecond('bare'))}/s at ${Math.round(cpuPer('bare'))} µs`,
    );
    const rateRatio = perSecond('ours') / perSecond('bareSqlite');
    console.log(
      `page-view beacons vs bare node:http + better-sqlite3 (same insert, same durability, group commit), CPU per beacon: ${ratio.toFixed(3)} (goal >= ${GOAL_VS_BARE_SQLITE}) ${ratio >= GOAL_VS_BARE_SQLITE ? 'OK' : 'BELOW GOAL'}; per second: ${rateRatio.toFixed(3)} (goal >= ${GOAL_VS_BARE_SQLITE}) ${rateRatio >= GOAL_VS_BARE_SQLITE ? 'OK' : 'BELOW GOAL'}`,
    );
    console.log(
      `page-view beacons vs bare node:http storing nothing, CPU per beacon: ${(cpuPer('bare') / cpuPer('ours')).toFixed(3)}, per second: ${(perSecond('ours') / perSecond('bare')).toFixed(3)} (no goal: no real server stores nothing)`,
    );
    const kept = stored === answered && refused === 0;
    console.log(
      `beacons answered 2xx: ${answered}, refused: ${refused}, page views stored: ${stored} ${kept ? 'OK' : 'MISMATCH'}`,
    );
    return { ratio, ok: ratio >= GOAL_VS_BARE_SQLITE && kept };
  } finally {
    for (const child of children) child.process.disconnect();
  }
}
