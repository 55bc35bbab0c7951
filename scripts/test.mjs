// Runs every test step even when an earlier one fails, so one red step never hides the others,
// then prints each step's result and time and fails if any step failed. Only the browser tests
// wait for the build, because they serve what it produced.
import { spawnSync } from 'node:child_process';

const steps = [
  { name: 'lint', script: 'lint' },
  { name: 'type check', script: 'typecheck' },
  { name: 'build', script: 'build' },
  { name: 'unit and route tests', script: 'test:unit' },
  { name: 'browser tests', script: 'test:e2e', needs: 'build' },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = new Map();
const started = Date.now();
for (const step of steps) {
  if (step.needs && results.get(step.needs)?.status !== 'passed') {
    results.set(step.name, { status: `skipped (${step.needs} failed)`, seconds: 0 });
    continue;
  }
  const stepStarted = Date.now();
  const run = spawnSync(npm, ['run', step.script], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  results.set(step.name, { status: run.status === 0 ? 'passed' : 'FAILED', seconds });
}

console.log('\nTest summary');
for (const [name, { status, seconds }] of results)
  console.log(`  ${name.padEnd(22)} ${status.padEnd(24)} ${seconds} s`);
console.log(`  ${'total'.padEnd(22)} ${''.padEnd(24)} ${Math.round((Date.now() - started) / 1000)} s`);
process.exit([...results.values()].every((result) => result.status === 'passed') ? 0 : 1);
