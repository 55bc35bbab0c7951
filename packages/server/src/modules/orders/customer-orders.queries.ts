import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The orders a customer placed on the site with an address, newest first, past the ones still
 * waiting for payment: what a member's detail lists (modules/members) once the address is theirs.
 */
export const ordersOfCustomer = (db: Db, siteId: string, email: string, limit = 50) =>
  db
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'total', 'currency', 'created_at'])
    .where('website_id', '=', siteId)
    .where('email', '=', email)
    .where('status', '!=', 'pending')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();

/**
 * The download links of the paid orders a customer placed on the site with an address, newest order
 * first: a member's digital files again (the account page). A refunded or cancelled order is no
 * longer paid, and its links are revoked besides: neither is listed.
 */
export const downloadsOfCustomer = (db: Db, siteId: string, email: string, limit = 100) =>
  db
    .selectFrom('order_downloads')
    .innerJoin('orders', 'orders.id', 'order_downloads.order_id')
    .selectAll('order_downloads')
    .select(['orders.number as order_number', 'orders.status as order_status'])
    .where('orders.website_id', '=', siteId)
    .where('order_downloads.website_id', '=', siteId)
    .where('orders.email', '=', email)
    .where('orders.status', '=', 'paid')
    .where('order_downloads.revoked_at', 'is', null)
    .orderBy('orders.created_at', 'desc')
    .orderBy('order_downloads.created_at')
    .orderBy('order_downloads.id')
    .limit(limit)
    .execute();
