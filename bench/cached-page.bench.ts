import { requestsPerSecond, startChild } from './load';

const GOAL = 0.85;

/**
 * Requests per second of a cached published page against a bare node:http server answering the same
 * bytes, measured in the same run and interleaved (A B A B) so machine noise hits both alike.
 */
export async function benchCachedPage(seconds: number): Promise<{ ratio: number; ok: boolean }> {
  const app = await startChild('serve-app.ts');
  try {
    const url = `http://127.0.0.1:${app.port}/`;
    const headers = { host: `demo.localhost:${app.port}` };
    const first = await fetch(url, { headers });
    const body = await first.text();
    if (first.status !== 200) throw new Error(`demo home answered ${first.status}`);
    const copied: Record<string, string> = {};
    for (const [key, value] of first.headers)
      if (key !== 'content-length' && key !== 'date' && key !== 'connection' && key !== 'keep-alive')
        copied[key] = value;
    const bare = await startChild('serve-bare.ts', [JSON.stringify({ body, headers: copied })]);
    try {
      const bareUrl = `http://127.0.0.1:${bare.port}/`;
      await requestsPerSecond(url, headers, 2); // warm both
      await requestsPerSecond(bareUrl, headers, 2);
      const ours: number[] = [];
      const baseline: number[] = [];
      for (let round = 0; round < 2; round++) {
        ours.push(await requestsPerSecond(url, headers, seconds));
        baseline.push(await requestsPerSecond(bareUrl, headers, seconds));
      }
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      const ratio = sum(ours) / sum(baseline);
      console.log(
        `cached page: ${Math.round(sum(ours) / ours.length)} req/s, bare node:http: ${Math.round(sum(baseline) / baseline.length)} req/s`,
      );
      console.log(
        `cached page ratio: ${ratio.toFixed(3)} (goal >= ${GOAL}) ${ratio >= GOAL ? 'OK' : 'BELOW GOAL'}`,
      );
      return { ratio, ok: ratio >= GOAL };
    } finally {
      bare.process.disconnect();
    }
  } finally {
    app.process.disconnect();
  }
}
