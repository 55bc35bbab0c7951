import { benchLighthouse } from './lighthouse.bench';

// Lighthouse alone: `npm run build && node --import tsx bench/lighthouse.run.ts` (LIGHTHOUSE_RUNS=3).
const result = await benchLighthouse();
process.exit(result.ok ? 0 : 1);
