import { benchLighthouse } from './lighthouse.bench';

// Lighthouse alone: `npm run build && node --import tsx bench/lighthouse.run.ts` (LIGHTHOUSE_RUNS=3;
// LIGHTHOUSE_CATEGORIES=seo for SEO alone).
const result = await benchLighthouse();
process.exit(result.ok ? 0 : 1);
