import { benchJavaScriptBudget } from './javascript-budget.bench';

// The JavaScript demo pages load in Chromium: `npm run build && node --import tsx bench/javascript-budget.run.ts`.
const result = await benchJavaScriptBudget();
process.exit(result.ok ? 0 : 1);
