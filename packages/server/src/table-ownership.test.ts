import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { closing, type Write, withoutComments, writesIn } from './table-writes.test-support';

/**
 * "A module owns its tables: only its queries write them" (DESIGN.md §4), checked on the source.
 *
 * Each module's CONTEXT.md (and a platform folder's, for infrastructure tables such as the mail
 * queue) lists its tables under `## Tables`, one per line: ``- `table_name`: what it holds``. A line
 * ``- `table.column`: ...`` claims one column of a table another folder owns: only the claiming
 * folder may set that column in an update, and the table's owner may set every column nobody
 * claimed (inserts and deletes stay the table owner's). Every table of the `DB` interface has
 * exactly one owner.
 *
 * A write is a Kysely `insertInto`, `updateTable`, `deleteFrom`, `replaceInto` or `mergeInto`, a
 * `precompiledInsert('t', ...)`, a `new BulkInsert(db, 't', ...)`, or a raw `sql` template (or
 * `sql.raw`/`CompiledQuery.raw` text) holding `insert into t`, `update t` or `delete from t`.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));
const SELF = path.basename(fileURLToPath(import.meta.url));

/** Files that write a table their caller names; what they write is checked at the callers. */
const GENERIC_WRITERS = new Set(['platform/db/precompiled.ts', 'modules/analytics/bulk-insert.ts']);

/**
 * Writes still outside their owner, in files other people are changing now. Each entry must still
 * be found (remove it once the file calls the owner), and says what the file should call instead.
 */
const PENDING_WRITES: { file: string; table: string; column?: string; instead: string }[] = [];

/**
 * Owners declared here until their CONTEXT.md, which other people are changing now, says so. Each
 * entry must still be missing from every CONTEXT.md (remove it once the file declares the table).
 */
const PENDING_OWNERS: Record<string, string> = {};

// --- reading the source -------------------------------------------------------------------------

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/**
 * The layers test writes probe files under src/ and removes them while this one may be walking the
 * tree: a folder or file gone in between is skipped (it held no write of a table).
 */
const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

function walk(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (gone(error)) return [];
    throw error;
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function readIfThere(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (gone(error)) return '';
    throw error;
  }
}

const SKIPPED = [
  /\.test\.tsx?$/,
  /\.test-support\.ts$/,
  /^platform\/db\/migrations\//,
  /^seed\//,
  /^testing\//,
];

const sourceFiles = () =>
  walk(SRC)
    .map(rel)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && file !== SELF)
    .filter((file) => !SKIPPED.some((pattern) => pattern.test(file)))
    .sort();

/** Field names of one `interface Name { ... }` of a file. */
function interfaceFields(source: string, name: string): string[] {
  const text = withoutComments(source);
  const start = text.search(new RegExp(`interface\\s+${name}\\s*\\{`));
  if (start === -1) throw new Error(`interface ${name} not found`);
  const open = text.indexOf('{', start);
  return [...text.slice(open + 1, closing(text, open) - 1).matchAll(/^\s*(\w+)\??\s*:/gm)].map((m) => m[1]!);
}

/** The tables of the DB interface, each with its columns. */
function schemaTables(): Map<string, string[]> {
  const schemaFile = path.join(SRC, 'platform/db/schema.ts');
  const sources = [schemaFile, ...walk(path.join(SRC, 'platform/db/schema'))].map((file) =>
    fs.readFileSync(file, 'utf8'),
  );
  const db = withoutComments(sources[0]!);
  const open = db.indexOf('{', db.search(/export\s+interface\s+DB\s*\{/));
  const tables = new Map<string, string[]>();
  for (const m of db.slice(open + 1, closing(db, open) - 1).matchAll(/^\s*(\w+)\s*:\s*(\w+)\s*;/gm)) {
    const source = sources.find((s) => new RegExp(`interface\\s+${m[2]}\\s*\\{`).test(s));
    tables.set(m[1]!, source ? interfaceFields(source, m[2]!) : []);
  }
  return tables;
}

interface Claim {
  owner: string;
  table: string;
  column: string | null;
  line: string;
}

/** What each CONTEXT.md of a module or platform folder claims under `## Tables`. */
function declaredClaims(problems: string[]): Claim[] {
  const claims: Claim[] = [];
  for (const layer of ['modules', 'platform']) {
    for (const folder of fs.readdirSync(path.join(SRC, layer), { withFileTypes: true })) {
      if (!folder.isDirectory()) continue;
      const owner = `${layer}/${folder.name}`;
      const file = path.join(SRC, owner, 'CONTEXT.md');
      if (!fs.existsSync(file)) {
        if (layer === 'modules') problems.push(`${owner} has no CONTEXT.md (DESIGN.md §5.11)`);
        continue;
      }
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      const heading = lines.findIndex((line) => /^##\s+Tables\s*$/.test(line));
      if (heading === -1) {
        if (layer === 'modules') problems.push(`${owner}/CONTEXT.md has no "## Tables" section`);
        continue;
      }
      for (const line of lines.slice(heading + 1)) {
        if (/^#{1,2}\s/.test(line)) break;
        if (!/^\s*[-*]\s/.test(line)) continue;
        const item = line.match(/^- `([a-z_]\w*)(?:\.([a-z_]\w*))?`(?::\s+\S.*)?$/);
        if (!item) {
          problems.push(`${owner}/CONTEXT.md: "${line.trim()}" is not "- \`table\`: what it holds"`);
          continue;
        }
        claims.push({ owner, table: item[1]!, column: item[2] ?? null, line: line.trim() });
      }
    }
  }
  return claims;
}

// --- the checks ---------------------------------------------------------------------------------

interface Ownership {
  tableOwner: Map<string, string>;
  /** table -> column -> owner, for the columns claimed apart from their table. */
  columnOwner: Map<string, Map<string, string>>;
}

function ownership(problems: string[], tables: Map<string, string[]>): Ownership {
  const claims = declaredClaims(problems);
  const tableOwner = new Map<string, string>();
  const columnOwner = new Map<string, Map<string, string>>();
  for (const claim of claims) {
    const columns = tables.get(claim.table);
    if (!columns) {
      problems.push(`${claim.owner}/CONTEXT.md claims ${claim.table}, which is no table of DB`);
      continue;
    }
    if (claim.column === null) {
      const other = tableOwner.get(claim.table);
      if (other) problems.push(`${claim.table} is claimed by ${other} and by ${claim.owner}`);
      else tableOwner.set(claim.table, claim.owner);
      continue;
    }
    if (!columns.includes(claim.column)) {
      problems.push(`${claim.owner}/CONTEXT.md claims ${claim.table}.${claim.column}, which is no column`);
      continue;
    }
    const byColumn = columnOwner.get(claim.table) ?? new Map<string, string>();
    const other = byColumn.get(claim.column);
    if (other) problems.push(`${claim.table}.${claim.column} is claimed by ${other} and by ${claim.owner}`);
    else byColumn.set(claim.column, claim.owner);
    columnOwner.set(claim.table, byColumn);
  }
  for (const [table, owner] of Object.entries(PENDING_OWNERS)) {
    if (tableOwner.has(table))
      problems.push(`${table} is declared now: remove it from PENDING_OWNERS in ${SELF}`);
    else tableOwner.set(table, owner);
  }
  for (const table of tables.keys())
    if (!tableOwner.has(table)) problems.push(`${table} is owned by no module: list it under "## Tables"`);
  for (const [table, byColumn] of columnOwner) {
    for (const [column, owner] of byColumn)
      if (owner === tableOwner.get(table))
        problems.push(`${owner} claims ${table}.${column} and its whole table: drop the column line`);
  }
  return { tableOwner, columnOwner };
}

const inside = (file: string, owner: string) => file.startsWith(`${owner}/`);

/** Why a write may not be where it is, or null when its file owns what it writes. */
function refusal(write: Write, owners: Ownership): string | null {
  const where = `${write.file}:${write.line}`;
  if (write.table === null) {
    return GENERIC_WRITERS.has(write.file) ? null : `${where}: writes a table the source does not name`;
  }
  const owner = owners.tableOwner.get(write.table)!;
  const claimed = owners.columnOwner.get(write.table);
  if (write.kind !== 'update' || !claimed || write.columns === undefined) {
    return inside(write.file, owner) ? null : `${where}: ${write.kind}s ${write.table}, owned by ${owner}`;
  }
  if (write.columns === null)
    return `${where}: updates ${write.table}, whose columns have several owners, without naming the columns it sets`;
  const foreign = write.columns.filter((column) => !inside(write.file, claimed.get(column) ?? owner));
  if (foreign.length === 0) return null;
  return foreign
    .map((column) => `${where}: sets ${write.table}.${column}, owned by ${claimed.get(column) ?? owner}`)
    .join('\n');
}

describe('table ownership', () => {
  const tables = schemaTables();
  const names = new Set(tables.keys());

  it('finds the writes it is meant to find', () => {
    const source = [
      "const a = db.insertInto('orders').values(row);",
      "const b = trx\n  .updateTable('websites')\n  .set((eb) => ({ render_generation: eb('render_generation', '+', 1), 'updated_at': now }))",
      "const c = db.deleteFrom('carts as c').where('id', '=', id);",
      "const d = precompiledInsert('payments', ['id']);",
      `const e = sql\`INSERT INTO media_usage (website_id) values (\${id}) on conflict do update set used = 1\`;`,
      `const f = sql\`update \${sql.table('coupons')} set times_used = 0\`;`,
      "// db.deleteFrom('accounts')",
      "/* sql`delete from sessions` */ const g = 'delete from sessions';",
      "const h = db.updateTable('websites').set(patch);",
      "const i = db.updateTable('websites').set('title', title);",
      'const j = db.updateTable(table).set({ ...patch });',
      "const k = new BulkInsert(db, 'consent_log', COLUMNS);",
    ].join('\n');
    const found = writesIn('x.ts', source, names).map((w) => [w.line, w.table, w.kind, w.columns]);
    expect(found).toEqual([
      [1, 'orders', 'insert', undefined],
      [3, 'websites', 'update', ['render_generation', 'updated_at']],
      [5, 'carts', 'delete', undefined],
      [6, 'payments', 'insert', undefined],
      [7, 'media_usage', 'insert', undefined],
      [8, 'coupons', 'update', undefined],
      [11, 'websites', 'update', null],
      [12, 'websites', 'update', ['title']],
      [13, null, 'update', null],
      [14, 'consent_log', 'insert', undefined],
    ]);
  });

  it('refuses a write outside the owner, and a claimed column set by another folder', () => {
    const owners: Ownership = {
      tableOwner: new Map([
        ['orders', 'modules/orders'],
        ['websites', 'modules/sites'],
      ]),
      columnOwner: new Map([['websites', new Map([['cookie_settings', 'modules/consent']])]]),
    };
    const write = (file: string, table: string, kind: Write['kind'], columns?: string[] | null): Write => ({
      file,
      line: 1,
      table,
      kind,
      columns,
    });
    expect(refusal(write('modules/orders/orders.queries.ts', 'orders', 'insert'), owners)).toBeNull();
    expect(refusal(write('workflows/checkout/x.ts', 'orders', 'update', ['status']), owners)).toBe(
      'workflows/checkout/x.ts:1: updates orders, owned by modules/orders',
    );
    expect(
      refusal(write('modules/consent/c.ts', 'websites', 'update', ['cookie_settings']), owners),
    ).toBeNull();
    expect(
      refusal(write('modules/sites/s.ts', 'websites', 'update', ['title', 'cookie_settings']), owners),
    ).toBe('modules/sites/s.ts:1: sets websites.cookie_settings, owned by modules/consent');
    expect(refusal(write('modules/consent/c.ts', 'websites', 'insert'), owners)).toBe(
      'modules/consent/c.ts:1: inserts websites, owned by modules/sites',
    );
    expect(refusal(write('modules/sites/s.ts', 'websites', 'update', null), owners)).toMatch(
      /without naming the columns it sets$/,
    );
    expect(refusal({ ...write('api/x.ts', 'orders', 'update'), table: null }, owners)).toBe(
      'api/x.ts:1: writes a table the source does not name',
    );
  });

  it('gives every table of the DB interface exactly one owner, declared in its CONTEXT.md', () => {
    const problems: string[] = [];
    ownership(problems, tables);
    expect(problems).toEqual([]);
  });

  it('lets only the owner of a table (or of a column it claims) write it', () => {
    const problems: string[] = [];
    const owners = ownership(problems, tables);
    const refusals: string[] = [];
    for (const file of sourceFiles()) {
      for (const write of writesIn(file, readIfThere(path.join(SRC, file)), names)) {
        const why = refusal(write, owners);
        if (why) refusals.push(...why.split('\n'));
      }
    }
    const pending = PENDING_WRITES.map((entry) => ({
      entry,
      matches: refusals.filter(
        (why) =>
          why.startsWith(`${entry.file}:`) &&
          (entry.column
            ? why.includes(` ${entry.table}.${entry.column},`)
            : new RegExp(`: \\w+s ${entry.table},`).test(why)),
      ),
    }));
    const left = refusals.filter((why) => !pending.some((p) => p.matches.includes(why)));
    const stale = pending
      .filter((p) => p.matches.length === 0)
      .map((p) => `${p.entry.file} no longer writes ${p.entry.table}: remove it from PENDING_WRITES`);
    expect([...left, ...stale]).toEqual([]);
  });
});
