// Many published sites, fast, for the scale benchmark: one model site per starter template is made
// through the app's own workflow (createSite: its rows, styles, pages and first publish), then each
// model's rows are copied in bulk, with new ids, into the same tables, as many times as asked.
import { newId } from '@atelier/domain';
import { SITE_TEMPLATES } from '@atelier/server/content/templates/site-templates';
import type { DB } from '@atelier/server/platform/db/schema';
import { createSite } from '@atelier/server/workflows/sites/create-site.workflow';
import { type Kysely, sql } from 'kysely';

export interface SeededSite {
  identifier: string;
  /** The paths of its published pages ('/' for the home page). */
  paths: string[];
}

type Row = Record<string, unknown>;
/** The rows of one model site, table by table, in an order that satisfies the foreign keys. */
type ModelRows = { table: string; rows: Row[] }[];

/** Rows in a bulk insert: well under SQLite's and PostgreSQL's limits on bound values. */
const ROWS_PER_INSERT = 200;

/**
 * Seeds `count` sites named `{prefix}{n}` (n from 0, zero-padded), owned by one account, spread
 * over the starter templates in turn. Returns each with the paths of its pages.
 */
export async function seedSites(
  db: Kysely<DB>,
  engine: 'sqlite' | 'postgres',
  count: number,
  prefix = 'site',
): Promise<SeededSite[]> {
  const ownerId = newId();
  const now = new Date().toISOString();
  await db
    .insertInto('accounts')
    .values({
      id: ownerId,
      email: `${prefix}-owner-${ownerId}@bench.atelier.test`,
      // Never signed in to: no hash verifies against it.
      password_hash: '!',
      display_name: 'Bench Owner',
      created_at: now,
      email_verified_at: now,
    })
    .execute();
  const templates = SITE_TEMPLATES.filter((template) => template.id !== 'blank');
  const models: { rows: ModelRows; paths: string[] }[] = [];
  for (const template of templates) {
    const identifier = `${prefix}-model-${template.id}`;
    const { id } = await createSite(db, {
      ownerId,
      title: `${template.name} ${prefix}`,
      identifier,
      templateId: template.id,
    });
    models.push(await modelRows(db, engine, id));
  }
  const width = String(Math.max(count - 1, 0)).length;
  const seeded: SeededSite[] = [];
  let batch: { table: string; row: Row }[] = [];
  const flush = async () => {
    const byTable = new Map<string, Row[]>();
    for (const { table, row } of batch) byTable.set(table, [...(byTable.get(table) ?? []), row]);
    // The tables are chosen at run time: rows go in untyped.
    const untyped = db as unknown as Kysely<Record<string, Row>>;
    await untyped.transaction().execute(async (trx) => {
      for (const [table, rows] of byTable) {
        for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
          await trx
            .insertInto(table)
            .values(rows.slice(at, at + ROWS_PER_INSERT))
            .execute();
        }
      }
    });
    batch = [];
  };
  for (let n = 0; n < count; n++) {
    const model = models[n % models.length]!;
    const identifier = `${prefix}${String(n).padStart(width, '0')}`;
    for (const { table, row } of copyOf(model.rows, identifier, ownerId)) batch.push({ table, row });
    seeded.push({ identifier, paths: model.paths });
    if (batch.length >= 2000) await flush();
  }
  if (batch.length > 0) await flush();
  return seeded;
}

interface ForeignKey {
  table: string;
  column: string;
  references: string;
  referencedColumn: string;
}

/**
 * The app's tables and their columns: on PostgreSQL those of this connection's schema only (a shared
 * database holds other schemas, such as those of tests running meanwhile).
 */
async function tableColumns(db: Kysely<DB>, engine: 'sqlite' | 'postgres'): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  if (engine === 'sqlite') {
    for (const table of await db.introspection.getTables())
      tables.set(
        table.name,
        table.columns.map((column) => column.name),
      );
  } else {
    const { rows } = await sql<{ table: string; column: string }>`
      select table_name as table, column_name as column from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
    for (const row of rows) tables.set(row.table, [...(tables.get(row.table) ?? []), row.column]);
  }
  for (const name of tables.keys()) if (name.startsWith('kysely_')) tables.delete(name);
  return tables;
}

/** Every foreign key of the schema, and by convention a site's and a page's id wherever a table names one. */
async function foreignKeys(
  db: Kysely<DB>,
  engine: 'sqlite' | 'postgres',
  tables: string[],
): Promise<ForeignKey[]> {
  const keys: ForeignKey[] = [];
  if (engine === 'sqlite') {
    for (const table of tables) {
      const { rows } = await sql<{ from: string; table: string; to: string | null }>`
        select "from", "table", "to" from pragma_foreign_key_list(${table})`.execute(db);
      for (const row of rows)
        keys.push({ table, column: row.from, references: row.table, referencedColumn: row.to ?? 'id' });
    }
  } else {
    const { rows } = await sql<{
      table: string;
      column: string;
      references: string;
      referenced_column: string;
    }>`
      select kcu.table_name as table, kcu.column_name as column, ccu.table_name as references,
        ccu.column_name as referenced_column
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on tc.constraint_name = kcu.constraint_name and tc.table_schema = kcu.table_schema
      join information_schema.constraint_column_usage ccu
        on tc.constraint_name = ccu.constraint_name and tc.table_schema = ccu.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`.execute(db);
    for (const row of rows)
      keys.push({
        table: row.table,
        column: row.column,
        references: row.references,
        referencedColumn: row.referenced_column,
      });
  }
  return keys;
}

/**
 * Every row that belongs to one site: the site's, then, until nothing more turns up, every row that
 * refers to a row taken already (its site, its pages, its products, ...), never the owner's account.
 * Returned table by table in an order that satisfies the foreign keys.
 */
async function modelRows(
  db: Kysely<DB>,
  engine: 'sqlite' | 'postgres',
  siteId: string,
): Promise<{ rows: ModelRows; paths: string[] }> {
  const tables = await tableColumns(db, engine);
  const names = [...tables.keys()];
  const keys = await foreignKeys(db, engine, names);
  for (const [name, columns] of tables) {
    for (const [column, references] of [
      ['website_id', 'websites'],
      ['page_id', 'collections'],
    ] as const) {
      if (columns.includes(column) && !keys.some((key) => key.table === name && key.column === column))
        keys.push({ table: name, column, references, referencedColumn: 'id' });
    }
  }
  const untyped = db as unknown as Kysely<Record<string, Row>>;
  const taken = new Map<string, Row[]>([
    ['websites', await untyped.selectFrom('websites').selectAll().where('id', '=', siteId).execute()],
  ]);
  const seen = new Set<string>([`websites ${JSON.stringify(taken.get('websites')![0])}`]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const key of keys) {
      if (key.references === 'accounts') continue;
      const values = [...new Set((taken.get(key.references) ?? []).map((row) => row[key.referencedColumn]))];
      if (values.length === 0) continue;
      const found = await untyped
        .selectFrom(key.table)
        .selectAll()
        .where(key.column, 'in', values as string[])
        .execute();
      for (const row of found) {
        const identity = `${key.table} ${JSON.stringify(row)}`;
        if (seen.has(identity)) continue;
        seen.add(identity);
        taken.set(key.table, [...(taken.get(key.table) ?? []), row]);
        grew = true;
      }
    }
  }
  const rows: ModelRows = [];
  for (const table of insertionOrder(names, keys)) {
    const found = taken.get(table);
    if (!found) continue;
    // A number id is the database's own sequence: the copy gets a new one.
    const copies = found.map((row) =>
      Object.fromEntries(
        Object.entries(row).filter(([name, value]) => name !== 'id' || typeof value !== 'number'),
      ),
    );
    rows.push({ table, rows: copies });
  }
  const pages = await db
    .selectFrom('collections')
    .select(['slug'])
    .where('website_id', '=', siteId)
    .where('published_version', 'is not', null)
    .where('password_hash', 'is', null)
    .execute();
  return { rows, paths: pages.map((page) => (page.slug === 'home' ? '/' : `/${page.slug}`)) };
}

/** Tables, each after every table it refers to (a table in a cycle comes where the cycle is met). */
function insertionOrder(tables: string[], keys: ForeignKey[]): string[] {
  const order: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (order.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const key of keys) if (key.table === table && key.references !== table) visit(key.references);
    visiting.delete(table);
    order.push(table);
  };
  for (const table of tables) visit(table);
  return order;
}

const HEX_ID = /\b[0-9a-f]{24}\b/g;

/**
 * The model's rows with every id they hold (the site's, its pages', in columns and inside JSON)
 * but the owner's replaced by a new one, and the new site's identifier.
 */
function copyOf(model: ModelRows, identifier: string, ownerId: string): { table: string; row: Row }[] {
  // The owner stays the same account.
  const ids = new Map<string, string>([[ownerId, ownerId]]);
  const renew = (text: string) =>
    text.replace(HEX_ID, (id) => {
      let fresh = ids.get(id);
      if (fresh === undefined) {
        fresh = newId();
        ids.set(id, fresh);
      }
      return fresh;
    });
  const copies: { table: string; row: Row }[] = [];
  for (const { table, rows } of model) {
    for (const row of rows) {
      const copy: Row = {};
      for (const [name, value] of Object.entries(row))
        copy[name] = typeof value === 'string' ? renew(value) : value;
      if (table === 'websites') copy.identifier = identifier;
      copies.push({ table, row: copy });
    }
  }
  return copies;
}
