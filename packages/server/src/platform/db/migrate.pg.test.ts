import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

const url = process.env.DATABASE_URL;

/**
 * Databases side by side in one PostgreSQL, each in a schema of its own, as the test suites run:
 * a schema dropped while another is being migrated must not fail that migration.
 */
describe.skipIf(!url)('migrating one schema while others are dropped [postgres]', () => {
  it('migrates every new schema while sibling schemas with tables come and go', async () => {
    const admin = openDatabase({ databaseUrl: url!, poolSize: 4 });
    const name = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;
    const churned: string[] = [];
    let migrating = true;
    // Sibling schemas, each with tables whose columns the migrator's catalogue read walks.
    const churn = async () => {
      while (migrating) {
        const schema = name('churn');
        churned.push(schema);
        await sql`create schema ${sql.id(schema)}`.execute(admin.db);
        for (let i = 0; i < 20; i++)
          await sql`create table ${sql.id(schema, `t${i}`)} (id serial primary key, a text, b text)`.execute(
            admin.db,
          );
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      }
    };
    const migrated: string[] = [];
    const migrate = async () => {
      try {
        for (let i = 0; i < 10; i++) {
          const schema = name('mig');
          await sql`create schema ${sql.id(schema)}`.execute(admin.db);
          const database = openDatabase({ databaseUrl: url!, pgSchema: schema, poolSize: 2 });
          try {
            await migrateToLatest(database.db, schema);
            migrated.push(schema);
          } finally {
            await database.close();
            await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
          }
        }
      } finally {
        migrating = false;
      }
    };
    try {
      await Promise.all([migrate(), churn(), churn()]);
      expect(migrated).toHaveLength(10);
      expect(churned.length).toBeGreaterThan(2);
    } finally {
      for (const schema of churned)
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    }
  }, 120_000);
});
