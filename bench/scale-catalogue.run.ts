// Big catalogues (not part of `npm run bench` or `npm test`: seeding takes a while):
// `node --import tsx bench/scale-catalogue.run.ts`. Runs on SQLite, then on PostgreSQL when
// DATABASE_URL is set (a schema of its own, dropped after). BENCH_PRODUCTS (default 8,1000,10000),
// BENCH_ROUNDS (3) and BENCH_ENGINES (sqlite,postgres) change the run.
import './production-mode';
import { numberOption, numbersOption } from './options';
import { benchEngines } from './scale-app';
import { benchScaleCatalogue } from './scale-catalogue.bench';

const tiers = numbersOption('BENCH_PRODUCTS', [8, 1000, 10000]);
const rounds = numberOption('BENCH_ROUNDS', 3);
const results = [];
for (const engine of benchEngines()) results.push(await benchScaleCatalogue({ engine, tiers, rounds }));
process.exit(results.every((result) => result.ok) ? 0 : 1);
