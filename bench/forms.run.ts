// Only the form benchmark: `node --import tsx bench/forms.run.ts` after `npm run build`.
import { benchForms } from './forms.bench';
import { numberOption } from './options';

const result = await benchForms(numberOption('BENCH_SECONDS', 3));
process.exit(result.ok ? 0 : 1);
