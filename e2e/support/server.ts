import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@atelier/server';
import { type AppConfig, loadConfig } from '@atelier/server/config/config';
import { savePopupOverlay } from '@atelier/server/modules/overlays/overlays.service';
import type { Database } from '@atelier/server/platform/db/database';
import { openTestDatabase } from '@atelier/server/platform/db/test-databases';
import { FsBlobStore } from '@atelier/server/platform/storage/fs-blob-store';
import { seedDemo } from '@atelier/server/seed/demo';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface RunningServer {
  port: number;
  /** http://localhost:PORT — the platform home. */
  appUrl: string;
  /** http://{identifier}.localhost:PORT */
  siteUrl(identifier: string): string;
  database: Database;
  /** The app itself, for setting up a test's data without a browser (`TestClient`). */
  app: FastifyInstance;
  ownerEmail: string;
  ownerPassword: string;
  close(): Promise<void>;
}

/**
 * The real server on a real port over a fresh database (SQLite, or a new PostgreSQL schema when
 * E2E_DATABASE_URL is set), with the demo site seeded exactly as a first start does.
 */
export async function startServer(overrides: Partial<AppConfig> = {}): Promise<RunningServer> {
  const database = await openTestDatabase(process.env.E2E_DATABASE_URL ?? null);
  const config: AppConfig = {
    ...loadConfig({}),
    ...overrides,
    port: 0,
    host: '127.0.0.1',
    secret: 'e2e-secret',
    dataDir: '/nonexistent',
  };
  // Media files go to a scratch directory of this server's own.
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-media-'));
  const app = await buildApp({ config, database, blobs: new FsBlobStore(mediaDir) });
  await seedDemo(app);
  // The demo's tests are a visitor who has already closed its newsletter popup: it would cover
  // what they click once they scroll. The popup's own tests run on a new owner's site.
  const demo = await app.db
    .selectFrom('websites')
    .select('id')
    .where('identifier', '=', 'demo')
    .executeTakeFirst();
  if (demo) await savePopupOverlay(app.db, demo.id, { style: 'none' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    port,
    appUrl: `http://localhost:${port}`,
    siteUrl: (identifier) => `http://${identifier}.localhost:${port}`,
    database,
    app,
    ownerEmail: config.demoOwnerEmail,
    ownerPassword: config.demoOwnerPassword,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/** The production server as `npm start` runs it, in its own process, with what it has written. */
export interface ServerProcess {
  port: number;
  /** http://localhost:PORT — the platform home. */
  appUrl: string;
  /** http://{identifier}.localhost:PORT */
  siteUrl(identifier: string): string;
  /** Everything the server wrote so far (standard output and error, in order). */
  output(): string;
  /** The server's JSON log lines so far (the log of `logger: true`), parsed. */
  logEntries(): Record<string, unknown>[];
  /** Resolves with the output once `pattern` appears in it; rejects if the server exits first. */
  waitForOutput(pattern: RegExp): Promise<string>;
  close(): Promise<void>;
}

/** Settings of the developer's environment a first start must not inherit. */
const FIRST_START_UNSET = [
  'APP_DOMAIN',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'SECRET',
  'SECURE_COOKIES',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'ACCESS_LOG',
  'STORAGE',
  'PAYMENT_PROVIDER',
];

/**
 * The server started the way an operator starts it the first time (`packages/server/src/main.ts`
 * in production mode, over a new SQLite data folder, the demo seeded on the way, nothing but `env`
 * configured), so a test can read what it prints and logs: its startup lines, warnings, and the
 * links it writes to the log when no mail server is set up.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-first-start-'));
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of FIRST_START_UNSET) delete childEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...childEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited: string | null = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      output += chunk;
      changed();
    });
  }
  child.on('exit', (code, signal) => {
    exited = `the server exited (${signal ?? code})`;
    changed();
  });

  const waitForOutput = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (pattern.test(output)) {
          listeners.delete(check);
          resolve(output);
        } else if (exited) {
          listeners.delete(check);
          reject(new Error(`${exited} before printing ${pattern}:\n${output}`));
        }
      };
      listeners.add(check);
      check();
    });

  const close = async () => {
    if (!exited) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      // SIGTERM closes the app; a server stuck closing is killed rather than left behind.
      const stuck = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await gone;
      clearTimeout(stuck);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // Printed once it listens, after the demo is seeded (compiling the TypeScript takes a while).
    await waitForOutput(/Platform home: http:\/\/\S+\//);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    port,
    appUrl: `http://localhost:${port}`,
    siteUrl: (identifier) => `http://${identifier}.localhost:${port}`,
    output: () => output,
    logEntries: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    waitForOutput,
    close,
  };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The link a server without mail wrote to its log under `message` for `email` (a confirmation or
 * a reset), the latest one, waiting until it is there.
 */
export async function linkFromLog(server: ServerProcess, message: string, email: string): Promise<string> {
  let link: unknown;
  await expect
    .poll(
      () => {
        link = server
          .logEntries()
          .filter((entry) => entry.msg === message && entry.email === email)
          .at(-1)?.link;
        return typeof link;
      },
      { timeout: 30_000 },
    )
    .toBe('string');
  return link as string;
}
