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
