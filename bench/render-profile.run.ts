// An uncached render of the demo's home page against React's renderToString of the same tree, and
// where the rest of its CPU goes (not part of `npm run bench` or `npm test`):
// `node --import tsx bench/render-profile.run.ts`. BENCH_ROUNDS (15), BENCH_CALLS (calls of each
// kind per round, 40) and BENCH_PROFILE (a folder for the .cpuprofile file) change the run.
import './production-mode';
import { numberOption } from './options';
import { benchRenderProfile } from './render-profile.bench';

const result = await benchRenderProfile({
  rounds: numberOption('BENCH_ROUNDS', 15),
  perRound: numberOption('BENCH_CALLS', 40),
  profileDir: process.env.BENCH_PROFILE ?? null,
});
process.exit(result.ok ? 0 : 1);
