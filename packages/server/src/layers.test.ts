import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const REPO = path.resolve(SRC, '../../..');
const BIOME = path.join(REPO, 'node_modules', '.bin', 'biome');

/**
 * Lints one probe file written at `where` (a folder under src/, created below any depth) with
 * `source`, and returns the boundary messages the linter gave. The file is removed afterwards.
 */
function lintProbe(where: string, source: string): string[] {
  const dir = path.join(SRC, where, `probe-${randomBytes(4).toString('hex')}`, 'deeper');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'probe.ts');
  try {
    writeFileSync(file, `${source}\n`);
    const run = spawnSync(BIOME, ['lint', '--max-diagnostics=50', file], { cwd: REPO, encoding: 'utf8' });
    const output = `${run.stdout}\n${run.stderr}`;
    return output.includes('noRestrictedImports') ? [output] : [];
  } finally {
    rmSync(path.dirname(dir), { recursive: true, force: true });
  }
}

const importing = (specifier: string) => `import { thing } from '${specifier}';\nexport const probe = thing;`;

describe('the layers of the server (docs/architecture.md)', () => {
  it('gives every module folder its own boundary in biome.json', () => {
    const config = readFileSync(path.join(REPO, 'biome.json'), 'utf8');
    const modules = readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(modules.length).toBeGreaterThan(10);
    for (const name of modules) {
      expect(config, name).toContain(`"packages/server/src/modules/${name}/**"`);
      expect(config, name).toContain(`"!*modules/${name}/**"`);
    }
  });

  it('refuses a module importing a sibling module, at any depth, and takes its own files', {
    timeout: 60_000,
  }, () => {
    expect(lintProbe('modules/forms', importing('#modules/orders/orders.queries'))).not.toEqual([]);
    expect(
      lintProbe('modules/payments/providers', importing('#modules/catalogue/catalogue.queries')),
    ).not.toEqual([]);
    expect(lintProbe('modules/forms', importing('#modules/forms/forms.queries'))).toEqual([]);
    expect(lintProbe('modules/forms', importing('#platform/db/schema'))).toEqual([]);
  });

  it('refuses imports up the layers and around the aliases', { timeout: 60_000 }, () => {
    // A relative path out of a folder, however deep, instead of an alias.
    expect(lintProbe('modules/forms', importing('../../../orders/orders.queries'))).not.toEqual([]);
    expect(lintProbe('modules/forms', importing('../../forms.queries'))).not.toEqual([]);
    // Up the layers.
    expect(lintProbe('modules/forms', importing('#workflows/checkout/checkout.workflow'))).not.toEqual([]);
    expect(lintProbe('modules/forms', importing('#render/page-renderer'))).not.toEqual([]);
    expect(lintProbe('platform/db', importing('#modules/orders/orders.queries'))).not.toEqual([]);
    expect(lintProbe('workflows/checkout', importing('#api/visitor/cart.routes'))).not.toEqual([]);
    expect(lintProbe('render', importing('#workflows/checkout/checkout.workflow'))).not.toEqual([]);
    // Around the aliases: a relative path that starts with ./, the package's own name, the editor.
    expect(lintProbe('modules/forms', importing('./../../../orders/orders.queries'))).not.toEqual([]);
    expect(
      lintProbe('modules/forms', importing('@atelier/server/modules/orders/orders.queries')),
    ).not.toEqual([]);
    expect(lintProbe('platform/db', importing('@atelier/server/modules/orders/orders.queries'))).not.toEqual(
      [],
    );
    expect(lintProbe('api/owner', importing('@atelier/editor'))).not.toEqual([]);
    // Down the layers is the way.
    expect(lintProbe('workflows/checkout', importing('#modules/orders/orders.queries'))).toEqual([]);
    expect(lintProbe('api/visitor', importing('#workflows/checkout/checkout.workflow'))).toEqual([]);
  });
});
