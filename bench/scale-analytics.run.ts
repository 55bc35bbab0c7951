// The owner's 90-day analytics report at 100k, 1M and 10M raw events, on SQLite and (with
// DATABASE_URL) PostgreSQL: `node --import tsx bench/scale-analytics.run.ts`. Not part of npm test:
// seeding 10M events takes minutes. SCALE_SIZES, SCALE_ENGINES, BENCH_REPORTS and SCALE_OLD_UP_TO
// (the largest size the old raw-events report is timed at, 1M by default) change the run.
import { benchScaleAnalytics } from './scale-analytics.bench';

const result = await benchScaleAnalytics();
process.exit(result.ok ? 0 : 1);
