// Only the beacon benchmark: `node --import tsx bench/beacons.run.ts` after `npm run build`.
import { benchBeacons } from './beacons.bench';

const result = await benchBeacons(Number(process.env.BENCH_SECONDS ?? 3));
process.exit(result.ok ? 0 : 1);
