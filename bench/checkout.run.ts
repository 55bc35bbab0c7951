// Only the checkout benchmark: `node --import tsx bench/checkout.run.ts` after `npm run build`.
import { benchCheckout } from './checkout.bench';
import { numberOption } from './options';

const seconds = numberOption('BENCH_SECONDS', 3);
const result = await benchCheckout(seconds);
process.exit(result.ok ? 0 : 1);
