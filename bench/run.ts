import { benchCachedPage } from './cached-page.bench';
import { benchJavaScriptBudget } from './javascript-budget.bench';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const results = [await benchCachedPage(seconds), await benchJavaScriptBudget()];
process.exit(results.every((result) => result.ok) ? 0 : 1);
