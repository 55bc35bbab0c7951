// Builds what `npm start` runs (the site's browser assets, the editor, and the server compiled to
// JavaScript), each only when its sources changed since its last build, so a second start does
// not rebuild anything. Plain JavaScript on purpose: it runs before anything is compiled.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const DOMAIN = ['packages/domain/src', 'packages/domain/package.json'];
const SITE = [
  'packages/site/src',
  'packages/site/build.ts',
  'packages/site/build-budget.ts',
  'packages/site/precompress.ts',
  'packages/site/package.json',
];
const TARGETS = [
  {
    name: 'site assets',
    inputs: [...DOMAIN, ...SITE],
    output: 'packages/site/dist/manifest.json',
    command: 'npm run build --workspace @atelier/site',
  },
  {
    name: 'editor',
    inputs: [
      ...DOMAIN,
      ...SITE,
      'packages/editor/src',
      'packages/editor/index.html',
      'packages/editor/home.html',
      'packages/editor/vite.config.ts',
      'packages/editor/package.json',
    ],
    output: 'packages/editor/dist/index.html',
    command: 'npm run build --workspace @atelier/editor',
  },
  {
    name: 'server',
    inputs: [
      ...DOMAIN,
      ...SITE,
      'packages/server/src',
      'packages/server/package.json',
      'packages/server/build-server.mjs',
    ],
    output: 'packages/server/dist/main.js',
    command: 'node packages/server/build-server.mjs',
  },
];

/** Path, size and modification time of every file under the inputs, and the lock file. */
function fingerprint(inputs) {
  const hash = createHash('sha256');
  const visit = (relative) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(full).sort()) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(path.join(relative, entry));
      }
    } else {
      hash.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const input of [...inputs, 'package-lock.json']) visit(input);
  return hash.digest('hex');
}

const stampFile = (target) => path.join(root, path.dirname(target.output), '.build-fingerprint');

for (const target of TARGETS) {
  const print = fingerprint(target.inputs);
  const stamp = stampFile(target);
  const fresh =
    existsSync(path.join(root, target.output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === print;
  if (fresh) {
    console.log(`${target.name}: up to date`);
    continue;
  }
  console.log(`${target.name}: building`);
  execSync(target.command, { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, print);
}
