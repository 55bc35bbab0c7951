// The product server on the demo site, for the benchmark: SQLite in a temporary folder, no logs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@atelier/server';
import { loadConfig } from '@atelier/server/config/config';
import { seedDemo } from '@atelier/server/seed/demo';
import { acceptProfileRequests } from './profile-hooks';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
// The first argument, when given, is TRUST_PROXY: the write benchmarks send each visitor's address.
// The site's daily room for reports is still charged per beacon, but set far above what a run sends:
// a fast machine stores the default 20 MB of page views within seconds, and every beacon after that
// would be a refusal, not a stored write.
const config = {
  ...loadConfig({ TRUST_PROXY: process.argv[2] ?? '', REPORT_BYTES_PER_SITE_PER_DAY: String(1e12) }),
  dataDir,
  port: 0,
  host: '127.0.0.1',
};
const app = await buildApp({ config });
await seedDemo(app);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
acceptProfileRequests();
process.send?.({
  port: typeof address === 'object' && address ? address.port : 0,
  sqliteFile: path.join(dataDir, 'atelier.sqlite'),
});
process.on('disconnect', () => {
  app.close().finally(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
