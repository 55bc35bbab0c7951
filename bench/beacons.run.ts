// Only the beacon benchmark: `node --import tsx bench/beacons.run.ts` after `npm run build`.
import { benchBeacons } from './beacons.bench';
import { numberOption } from './options';

const result = await benchBeacons(numberOption('BENCH_SECONDS', 3));
process.exit(result.ok ? 0 : 1);
