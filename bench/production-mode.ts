// Benchmarks render as production does: React's production build is chosen when it is first
// imported, from NODE_ENV. A run started without it starts itself again with it, and exits with
// the child's code.
import { spawnSync } from 'node:child_process';

if (process.env.NODE_ENV !== 'production') {
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  process.exit(child.status ?? 1);
}
