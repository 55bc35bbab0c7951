import type { AddressInfo } from 'node:net';
import { buildApp } from '@atelier/server';
import { type AppConfig, loadConfig } from '@atelier/server/config';
import type { Database } from '@atelier/server/db/database';
import { openTestDatabase } from '@atelier/server/db/test-databases';
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
  const app = await buildApp({ config, database });
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
    },
  };
}
