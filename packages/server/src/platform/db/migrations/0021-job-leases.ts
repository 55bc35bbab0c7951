import type { Kysely } from 'kysely';

// The background jobs' shared schedule (platform/jobs): one row per job, taken by the process that
// runs it with a conditional update, so that of many server processes one runs each due pass. The
// row also keeps what an operator asks about a job: when it last ran and how it last failed.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text')
    .addColumn('leased_until', 'text')
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('wanted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_run_at', 'text')
    .addColumn('last_duration_ms', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'text')
    .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
