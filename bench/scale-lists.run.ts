// Owner lists at 10,000 and 100,000 rows (not part of `npm run bench` or `npm test`: seeding takes
// minutes): `node --import tsx bench/scale-lists.run.ts`. Runs on SQLite, then on PostgreSQL when
// DATABASE_URL is set. BENCH_ROWS (default 10000,100000), BENCH_ROUNDS (3) and BENCH_ENGINES change the run.
import './production-mode';
import { numberOption, numbersOption } from './options';
import { benchEngines } from './scale-app';
import { benchScaleLists } from './scale-lists.bench';

const tiers = numbersOption('BENCH_ROWS', [10000, 100000]);
const rounds = numberOption('BENCH_ROUNDS', 3);
const results = [];
for (const engine of benchEngines()) results.push(await benchScaleLists({ engine, tiers, rounds }));
process.exit(results.every((result) => result.ok) ? 0 : 1);
