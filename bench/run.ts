import { benchBeacons } from './beacons.bench';
import { benchCachedPage } from './cached-page.bench';
import { benchForms } from './forms.bench';
import { benchJavaScriptBudget } from './javascript-budget.bench';
import { benchMediaDerive } from './media-derive.bench';
import { benchMediaServe } from './media-serve.bench';
import { benchPageImages } from './page-images.bench';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const results = [
  await benchCachedPage(seconds),
  await benchForms(seconds),
  await benchBeacons(seconds),
  await benchJavaScriptBudget(),
  await benchMediaDerive(),
  await benchMediaServe(seconds),
  await benchPageImages(),
];
process.exit(results.every((result) => result.ok) ? 0 : 1);
