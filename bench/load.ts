import { type ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSeconds } from './cpu';

export interface Child {
  port: number;
  process: ChildProcess;
  /** The product server's SQLite file, which the write baselines copy. */
  sqliteFile?: string;
}

/** Starts a benchmark server in its own process, so the load generator does not share its event loop. */
export function startChild(script: string, args: string[] = []): Promise<Child> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, script), args, {
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      ],
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (message: { port: number; sqliteFile?: string }) =>
      resolve({ port: message.port, process: child, sqliteFile: message.sqliteFile }),
    );
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** Requests per second for a fixed, bounded run against one loopback URL. */
export async function requestsPerSecond(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<number> {
  const result = await autocannon({ url, headers, connections: 32, pipelining: 1, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result.requests.average;
}

/** One GET, its body as bytes (compressed ones stay compressed). */
export function getRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** A bounded run against one server: requests per second and the server's CPU time per request. */
export async function measureServer(
  child: Child,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  /** Requests per second offered in all; unset, as many as the servers answer. */
  rate?: number,
): Promise<{ requests: number; perSecond: number; cpuSeconds: number }> {
  const before = cpuSeconds(child.process.pid!);
  const result = await autocannon({
    url,
    headers,
    connections: 32,
    pipelining: 1,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
  });
  const cpu = cpuSeconds(child.process.pid!) - before;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { requests: result.requests.total, perSecond: result.requests.total / seconds, cpuSeconds: cpu };
}

/** One GET with the given headers; fetch() would replace the Host header that picks the site. */
export function getOnce(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      })
      .on('error', reject);
  });
}

/**
 * Runs `work` and, with BENCH_PROFILE_RUNS=dir, profiles the server over exactly that work (not its
 * start-up), writing dir/<name>.cpuprofile for Chrome DevTools or speedscope.
 */
export async function profiled<T>(child: Child, name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE_RUNS;
  if (!dir) return work();
  child.process.send('profile:start');
  const result = await work();
  const file = path.resolve(dir, `${name}.cpuprofile`);
  await new Promise<void>((resolve) => {
    child.process.once('message', () => resolve());
    child.process.send(`profile:stop ${file}`);
  });
  return result;
}
