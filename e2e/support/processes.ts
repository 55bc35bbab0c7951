import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';

/** The repository, where a server process is started from. */
const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Production server processes for tests that need more than one (e2e/many-processes.e2e.test.ts):
 * a free port, a raw HTTP client with its own cookies, a process to start, kill and restart.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One request over a real socket; a refused or cut connection answers status 0. */
export function send(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          headers: response.headers,
        }),
      );
      response.on('error', () => resolve({ status: 0, body: '', headers: {} }));
    });
    request.on('error', () => resolve({ status: 0, body: '', headers: {} }));
    request.end(body);
  });
}

/** A browser of one host on one process: its cookies, its crumb sent back, its own origin. */
export class Client {
  private readonly cookies = new Map<string, string>();
  readonly host: string;

  constructor(
    readonly port: number,
    host: string,
  ) {
    this.host = `${host}:${port}`;
  }

  async request(method: string, url: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { host: this.host };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET') {
      headers.origin = `http://${this.host}`;
      const crumb = this.cookies.get('crumb');
      if (crumb) headers['x-csrf-token'] = decodeURIComponent(crumb);
    }
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const answer = await send(this.port, method, url, headers, payload);
    for (const line of [answer.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }

  json<T>(answer: Answer): T {
    return JSON.parse(answer.body) as T;
  }
}

/** A production server process (`packages/server/src/main.ts`) on the shared PostgreSQL and Redis. */
export class ServerProcess {
  child: ChildProcess | null = null;
  port = 0;
  private readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-many-'));
  output = '';

  constructor(private readonly env: Record<string, string>) {}

  async start(): Promise<void> {
    this.port = await freePort();
    this.child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...this.env,
        NODE_ENV: 'production',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.child.stdout!, this.child.stderr!])
      stream.on('data', (chunk: Buffer) => {
        this.output += chunk.toString();
      });
    // Ready once it says so (compiling the TypeScript takes a while on a busy machine).
    await vi.waitFor(
      async () => {
        if (this.child?.exitCode !== null) throw new Error(`the server exited:\n${this.output}`);
        const status = (await send(this.port, 'GET', '/readyz', { host: 'localhost' })).status;
        if (status !== 200) throw new Error(`the server is not ready (${status}):\n${this.output}`);
      },
      { timeout: 180_000, interval: 100 },
    );
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }

  async stop(): Promise<void> {
    await this.kill();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Two real server processes on one PostgreSQL database and one Redis, as a deployment behind a
 * proxy runs them: a publish on one is seen on the other, the last units of a product sold through
 * both are sold once, and a kill -9 of one loses nothing the other cannot serve.
 */
