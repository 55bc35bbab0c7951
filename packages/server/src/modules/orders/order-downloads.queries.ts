import type { Kysely, Transaction } from 'kysely';
import type { DB, OrderDownloadsTable } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** Why a download link gives no file. */
export type DownloadRefusal = 'unknown' | 'revoked' | 'expired' | 'used_up';

export const orderDownloads = (db: Db, orderId: string) =>
  db
    .selectFrom('order_downloads')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const downloadById = async (db: Db, siteId: string, id: string) =>
  (await db
    .selectFrom('order_downloads')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst()) ?? null;

/** Records a link; a second grant for the same order line is dropped by its unique key. */
export const insertDownload = (db: Db, row: OrderDownloadsTable) =>
  db
    .insertInto('order_downloads')
    .values(row)
    .onConflict((oc) => oc.column('order_line_id').doNothing())
    .execute();

/**
 * Takes one download off a link. The conditional update is the guard: however many requests
 * arrive at once, at most `download_limit` of them change a row, and only while the link is
 * unexpired, unrevoked and its order paid. Returns true when this request may send the file.
 */
export async function claimDownload(db: Db, siteId: string, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('order_downloads')
    .set((eb) => ({ downloads_used: eb('downloads_used', '+', 1) }))
    .where('id', '=', id)
    .where('website_id', '=', siteId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .whereRef('downloads_used', '<', 'download_limit')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('orders')
          .select('orders.id')
          .whereRef('orders.id', '=', 'order_downloads.order_id')
          .where('orders.status', '=', 'paid'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a download back when the file could not be sent at all (missing from storage). */
export const unclaimDownload = (db: Db, id: string) =>
  db
    .updateTable('order_downloads')
    .set((eb) => ({ downloads_used: eb('downloads_used', '-', 1) }))
    .where('id', '=', id)
    .where('downloads_used', '>', 0)
    .execute();

/** Why a link that could not be claimed gives nothing, for the page the customer sees. */
export function refusalOf(
  row: OrderDownloadsTable | null,
  orderStatus: string | null,
  now: Date,
): DownloadRefusal {
  if (!row) return 'unknown';
  if (row.revoked_at || orderStatus !== 'paid') return 'revoked';
  if (row.expires_at <= now.toISOString()) return 'expired';
  return 'used_up';
}

/** A refund or cancellation ends every link of the order. */
export const revokeDownloads = (db: Db, orderId: string, now: Date) =>
  db
    .updateTable('order_downloads')
    .set({ revoked_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .where('revoked_at', 'is', null)
    .execute();
