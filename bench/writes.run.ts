// Only the write benchmarks: `node --import tsx bench/writes.run.ts` after `npm run build`.
import { benchBeacons } from './beacons.bench';
import { benchForms } from './forms.bench';
import { numberOption } from './options';

const seconds = numberOption('BENCH_SECONDS', 3);
const results = [await benchForms(seconds), await benchBeacons(seconds)];
process.exit(results.every((result) => result.ok) ? 0 : 1);
