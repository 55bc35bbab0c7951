import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AnalyticsEventKind } from '@atelier/domain';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const KILLS = 3;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function post(port: number, host: string, url: string, body: string, forwardedFor: string) {
  return new Promise<number>((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        headers: {
          host,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': forwardedFor,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    // A request cut by the kill was never acknowledged.
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

function getStatus(port: number, host: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
}

/**
 * The production server as a child process on an SQLite file, killed with SIGKILL while visitors'
 * page views are being stored: every view the server acknowledged is in the file after a restart.
 */
describe('acknowledged writes survive kill -9', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-durability-'));
  let child: ChildProcess | null = null;
  afterAll(() => {
    child?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(port: number): Promise<void> {
    child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        SECRET: 'durability-secret',
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    // Compiling the TypeScript on first start takes a while on a busy machine.
    await expect
      .poll(() => getStatus(port, 'localhost'), { timeout: 180_000, message: 'the server did not start' })
      .not.toBe(0);
  }

  it('loses none of thousands of acknowledged page views over repeated kills', async () => {
    const acknowledged: string[] = [];
    let sent = 0;
    for (let round = 0; round < KILLS; round++) {
      const port = await freePort();
      await start(port);
      const file = new SQLite(path.join(dataDir, 'atelier.sqlite'), { readonly: true });
      const { id: siteId } = file.prepare("select id from websites where identifier = 'demo'").get() as {
        id: string;
      };
      file.close();
      const host = `demo.localhost:${port}`;
      let stop = false;
      const worker = async (lane: number) => {
        while (!stop) {
          const n = sent++;
          const pagePath = `/durable/${round}/${n}`;
          const body = new URLSearchParams({
            event: String(AnalyticsEventKind.pageView),
            data: JSON.stringify({
              websiteId: siteId,
              pagePath,
              pageTitle: 'Durable',
              url: `http://${host}${pagePath}`,
            }),
            ss_cvr: `durable-${lane}|1|1|1|1`,
          }).toString();
          // Many addresses, as many visitors: one address alone meets the rate limit.
          const status = await post(port, host, '/api/census/RecordHit', body, `10.9.${lane}.${n % 250}`);
          if (status === 204) acknowledged.push(pagePath);
        }
      };
      const lanes = Array.from({ length: 16 }, (_, lane) => worker(lane));
      // Kill once the round has had writes acknowledged, mid-stream.
      const target = acknowledged.length + 400;
      await expect
        .poll(() => acknowledged.length, {
          timeout: 120_000,
          message: `page views acknowledged out of ${sent} sent`,
        })
        .toBeGreaterThanOrEqual(target);
      child!.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));
      stop = true;
      await Promise.all(lanes);
    }
    const port = await freePort();
    await start(port);
    const file = new SQLite(path.join(dataDir, 'atelier.sqlite'), { readonly: true });
    const stored = new Set(
      (
        file.prepare("select path from analytics_events where kind = 'page-view'").all() as { path: string }[]
      ).map((row) => row.path),
    );
    file.close();
    child!.kill('SIGKILL');
    const lost = acknowledged.filter((pagePath) => !stored.has(pagePath));
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILLS * 400);
    expect(lost).toEqual([]);
  }, 600_000);
});
