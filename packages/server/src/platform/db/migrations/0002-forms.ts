import type { Kysely } from 'kysely';

// Visitor form submissions, the single-use keys a submission must carry, and the captcha
// challenges already answered. Portable column types only, as in 0001-initial.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('page_id', 'text', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('page_title', 'text', (c) => c.notNull())
    .addColumn('form_title', 'text', (c) => c.notNull())
    .addColumn('field_values', 'text', (c) => c.notNull())
    .addColumn('field_snapshot', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_submissions_site_form')
    .on('form_submissions')
    .columns(['website_id', 'form_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('form_submission_keys')
    // SHA-256 of the key; the key itself is only ever in the visitor's browser.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_submission_keys_expiry')
    .on('form_submission_keys')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('form_captcha_uses')
    // SHA-256 of the challenge's nonce: each challenge is accepted once.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_captcha_uses_expiry')
    .on('form_captcha_uses')
    .column('expires_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['form_captcha_uses', 'form_submission_keys', 'form_submissions']) {
    await db.schema.dropTable(table).execute();
  }
}
