// Only the cached-page benchmark: `node --import tsx bench/cached-page.run.ts` after `npm run build`.
import { benchCachedPage } from './cached-page.bench';
import { numberOption } from './options';

const result = await benchCachedPage(numberOption('BENCH_SECONDS', 3));
process.exit(result.ok ? 0 : 1);
