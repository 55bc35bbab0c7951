// Runs every test step even when an earlier one fails, so one red step never hides the others,
// then prints each step's result and time and fails if any step failed. Only the browser tests
// wait for the build, because they serve what it produced. A failed step's failures are printed
// again just above the summary, so the end of a long log says what went wrong.
import { spawn } from 'node:child_process';

const steps = [
  { name: 'lint', script: 'lint' },
  { name: 'type check', script: 'typecheck' },
  { name: 'build', script: 'build' },
  { name: 'unit and route tests', script: 'test:unit' },
  { name: 'browser tests', script: 'test:e2e', needs: 'build' },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC
const ansi = /\u001b\[[0-9;]*m/g;

/** Runs one npm script, passing its output through, and resolves with its exit code and output. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: ['inherit', 'pipe', 'pipe'] });
    const chunks = [];
    const keep = (target) => (chunk) => {
      target.write(chunk);
      chunks.push(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

/** The lines of a failed step worth repeating: vitest's failure section, or the step's last lines. */
function failureLines(output) {
  const lines = output.replace(ansi, '').split('\n');
  const start = lines.findIndex((line) => /Failed (Tests|Suites) \d+/.test(line));
  const failed = lines.filter((line) => /^\s*(FAIL|×|✗)\s/.test(line)).slice(0, 40);
  const section = start >= 0 ? lines.slice(start, start + 160) : lines.slice(-60);
  return [...failed, '', ...section];
}

const results = new Map();
const failures = [];
const started = Date.now();
for (const step of steps) {
  if (step.needs && results.get(step.needs)?.status !== 'passed') {
    results.set(step.name, { status: `skipped (${step.needs} failed)`, seconds: 0 });
    continue;
  }
  const stepStarted = Date.now();
  const { code, output } = await run(step.script);
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  results.set(step.name, { status: code === 0 ? 'passed' : 'FAILED', seconds });
  if (code !== 0) failures.push({ name: step.name, lines: failureLines(output) });
}

for (const { name, lines } of failures) {
  console.log(`\nWhat failed in ${name}:`);
  for (const line of lines) console.log(`  ${line}`);
}
console.log('\nTest summary');
for (const [name, { status, seconds }] of results)
  console.log(`  ${name.padEnd(22)} ${status.padEnd(24)} ${seconds} s`);
console.log(`  ${'total'.padEnd(22)} ${''.padEnd(24)} ${Math.round((Date.now() - started) / 1000)} s`);
process.exit([...results.values()].every((result) => result.status === 'passed') ? 0 : 1);
