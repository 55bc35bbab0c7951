import type { Kysely } from 'kysely';

// Blogs (modules/blog): a blog is a page of collection type generic 1 (spec 001 §3) in
// `collections`; these tables hold its settings, its posts (content item type text 1) and the
// addresses its posts had before they moved.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('blog_settings')
    .addColumn('blog_id', 'text', (c) => c.primaryKey().references('collections.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('url_format', 'text', (c) => c.notNull())
    .addColumn('per_page', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('blog_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('featured_media_id', 'text')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('author_bio', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('categories', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('publish_at', 'text')
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('blog_posts_path', ['blog_id', 'path'])
    .execute();
  await db.schema.createIndex('blog_posts_due').on('blog_posts').columns(['status', 'publish_at']).execute();
  await db.schema
    .createIndex('blog_posts_listing')
    .on('blog_posts')
    .columns(['blog_id', 'status', 'publish_at'])
    .execute();

  await db.schema
    .createTable('blog_post_redirects')
    .addColumn('blog_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_post_redirects_pk', ['blog_id', 'path'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('blog_post_redirects').execute();
  await db.schema.dropTable('blog_posts').execute();
  await db.schema.dropTable('blog_settings').execute();
}
