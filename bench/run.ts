import { benchBeacons } from './beacons.bench';
import { benchCachedPage } from './cached-page.bench';
import { benchCheckout } from './checkout.bench';
import { benchForms } from './forms.bench';
import { benchJavaScriptBudget } from './javascript-budget.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchMediaDerive } from './media-derive.bench';
import { benchMediaServe } from './media-serve.bench';
import { numberOption } from './options';
import { benchPageImages } from './page-images.bench';

const seconds = numberOption('BENCH_SECONDS', 5);
const results = [
  await benchCachedPage(seconds),
  await benchCachedPage(seconds, '/p/linen-apron'),
  await benchForms(seconds),
  await benchBeacons(seconds),
  await benchCheckout(seconds),
  await benchJavaScriptBudget(),
  await benchMediaDerive(),
  await benchMediaServe(seconds),
  await benchPageImages(),
  await benchLighthouse(),
];
process.exit(results.every((result) => result.ok) ? 0 : 1);
