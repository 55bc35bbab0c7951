// Cached pages across many sites (not part of `npm run bench` or `npm test`: seeding and the cold
// pass take minutes): `node --import tsx bench/scale-pages.run.ts` after `npm run build`. Runs on
// SQLite, then on PostgreSQL when DATABASE_URL is set (in a schema of its own, dropped after).
// BENCH_SCALE_SITES (default 10,1000,10000), BENCH_SECONDS (5) and BENCH_ROUNDS (3) change the run;
// PAGE_CACHE_MB and PAGE_CACHE_DISK_MB reach the server as they would in production.

import { numberOption, numbersOption } from './options';
import { benchScalePages } from './scale-pages.bench';

const tiers = numbersOption('BENCH_SCALE_SITES', [10, 1000, 10000]);
const seconds = numberOption('BENCH_SECONDS', 5);
const rounds = numberOption('BENCH_ROUNDS', 3);
const results = [await benchScalePages({ tiers, seconds, rounds, databaseUrl: null })];
if (process.env.DATABASE_URL)
  results.push(await benchScalePages({ tiers, seconds, rounds, databaseUrl: process.env.DATABASE_URL }));
process.exit(results.every((result) => result.ok) ? 0 : 1);
