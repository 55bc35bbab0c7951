import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@atelier/server';
import { type AppConfig, loadConfig } from '@atelier/server/config/config';
import type { Database } from '@atelier/server/platform/db/database';
import { openTestDatabase } from '@atelier/server/platform/db/test-databases';
import { FsBlobStore } from '@atelier/server/platform/storage/fs-blob-store';
import { seedDemo } from '@atelier/server/seed/demo';

export interface RunningServer {
  port: number;
  /** http://localhost:PORT — the platform home. */
  appUrl: string;
  /** http://{identifier}.localhost:PORT */
  siteUrl(identifier: string): string;
  database: Database;
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
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    port,
    appUrl: `http://localhost:${port}`,
    siteUrl: (identifier) => `http://${identifier}.localhost:${port}`,
    database,
    ownerEmail: config.demoOwnerEmail,
    ownerPassword: config.demoOwnerPassword,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
