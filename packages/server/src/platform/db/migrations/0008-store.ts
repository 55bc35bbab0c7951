import { type Kysely, sql } from 'kysely';

// The store: catalogue (products, variants), settings, coupons, carts, orders with their lines,
// timeline and payments. Stock is a column guarded by conditional updates; portable column types
// only, as in 0001-initial.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: a column builder of any table.
  const site = (c: any) => c.notNull().references('websites.id').onDelete('cascade');

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', site)
    .addColumn('product_type', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('categories', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('workflow', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'text')
    .addColumn('seo_title', 'text', (c) => c.notNull())
    .addColumn('seo_description', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('products_site_slug', ['website_id', 'slug'])
    .execute();

  await db.schema
    .createTable('product_variants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', site)
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('option_values', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('sale_price', 'integer', (c) => c.notNull())
    .addColumn('on_sale', 'integer', (c) => c.notNull())
    // Stock available to sell: units held by a pending checkout are already taken out.
    .addColumn('qty_in_stock', 'integer', (c) => c.notNull())
    .addColumn('unlimited', 'integer', (c) => c.notNull())
    .addColumn('weight', 'double precision', (c) => c.notNull())
    .addColumn('dimensions', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addUniqueConstraint('product_variants_site_sku', ['website_id', 'sku'])
    .addCheckConstraint('product_variants_stock_not_negative', sql`qty_in_stock >= 0`)
    .execute();
  await db.schema
    .createIndex('product_variants_product')
    .on('product_variants')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('store_configs')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('next_order_number', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', site)
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('min_subtotal', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('per_customer_limit', 'integer')
    // Uses held by pending or paid orders; a failed or expired order gives its use back.
    .addColumn('times_used', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('coupons_site_code', ['website_id', 'code'])
    .execute();

  await db.schema
    .createTable('coupon_customer_uses')
    .addColumn('coupon_id', 'text', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    // Trimmed and lower-cased.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('uses', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('coupon_customer_uses_pk', ['coupon_id', 'email'])
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', site)
    .addColumn('coupon_code', 'text')
    .addColumn('order_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('cart_lines')
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_lines_pk', ['cart_id', 'variant_id'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', site)
    .addColumn('number', 'integer', (c) => c.notNull())
    // 'pending' (stock held), 'paid', 'expired', 'failed', 'cancelled', 'refunded'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('fulfilment', 'text', (c) => c.notNull())
    .addColumn('tracking_number', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'text')
    .addColumn('billing_address', 'text')
    .addColumn('shipping_option', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('shipping', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('refunded', 'integer', (c) => c.notNull())
    .addColumn('coupon_id', 'text')
    .addColumn('coupon_code', 'text')
    .addColumn('cart_id', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('reserved_until', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('orders_site_number', ['website_id', 'number'])
    .execute();
  await db.schema
    .createIndex('orders_site_created')
    .on('orders')
    .columns(['website_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_status_reserved')
    .on('orders')
    .columns(['status', 'reserved_until'])
    .execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('website_id', 'text', site)
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('product_type', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // Units taken out of stock for this line (0 for unlimited variants), given back on release.
    .addColumn('stock_taken', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('website_id', 'text', site)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').column('order_id').execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('website_id', 'text', site)
    .addColumn('provider', 'text', (c) => c.notNull())
    // 'charge' or 'refund'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    // One row per provider event or our own create call: a repeat cannot count twice.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order').on('payments').column('order_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'payments',
    'order_events',
    'order_lines',
    'orders',
    'cart_lines',
    'carts',
    'coupon_customer_uses',
    'coupons',
    'store_configs',
    'product_variants',
    'products',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
