// Only the form benchmark: `node --import tsx bench/forms.run.ts` after `npm run build`.
import { benchForms } from './forms.bench';

const result = await benchForms(Number(process.env.BENCH_SECONDS ?? 3));
process.exit(result.ok ? 0 : 1);
