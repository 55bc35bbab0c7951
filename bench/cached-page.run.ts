// Only the cached-page benchmark: `node --import tsx bench/cached-page.run.ts` after `npm run build`.
import { benchCachedPage } from './cached-page.bench';

const result = await benchCachedPage(Number(process.env.BENCH_SECONDS ?? 3));
process.exit(result.ok ? 0 : 1);
