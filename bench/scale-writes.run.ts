// Constant-time writes and what edits render again (not part of `npm run bench` or `npm test`):
// `node --import tsx bench/scale-writes.run.ts`. Runs on SQLite, then on PostgreSQL when
// DATABASE_URL is set; BENCH_ENGINES narrows.
import './production-mode';
import { benchEngines } from './scale-app';
import { benchScaleWrites } from './scale-writes.bench';

const results = [];
for (const engine of benchEngines()) results.push(await benchScaleWrites(engine));
process.exit(results.every((result) => result.ok) ? 0 : 1);
