import type { Kysely, Transaction } from 'kysely';
import type { DB, DonationSettingsTable, DonationsTable } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export const insertDonation = (db: Db, row: DonationsTable) =>
  db.insertInto('donations').values(row).execute();

export const donationByOrder = async (db: Db, orderId: string): Promise<DonationsTable | null> =>
  (await db.selectFrom('donations').selectAll().where('order_id', '=', orderId).executeTakeFirst()) ?? null;

export const donationById = async (db: Db, siteId: string, id: string): Promise<DonationsTable | null> =>
  (await db
    .selectFrom('donations')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst()) ?? null;

/** Marks a pending donation paid with its receipt number; false when it was no longer pending. */
export async function markDonationPaid(
  db: Db,
  id: string,
  receiptNumber: number,
  at: string,
): Promise<boolean> {
  const moved = await db
    .updateTable('donations')
    .set({ status: 'paid', receipt_number: receiptNumber, paid_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Marks a paid donation refunded (its order was); false when it was not paid. */
export async function markDonationRefunded(db: Db, orderId: string): Promise<boolean> {
  const moved = await db
    .updateTable('donations')
    .set({ status: 'refunded' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

export const markReceiptSent = (db: Db, id: string, at: string) =>
  db.updateTable('donations').set({ receipt_sent_at: at }).where('id', '=', id).execute();

const emptySettings = (siteId: string, now: string): DonationSettingsTable => ({
  website_id: siteId,
  organisation_name: '',
  organisation_address: '',
  tax_number: '',
  last_receipt_number: 0,
  updated_at: now,
});

/**
 * The site's next receipt number, in the caller's transaction: the update holds the settings row's
 * lock (PostgreSQL) until that transaction ends, so concurrent payments take 1, 2, 3… one after the
 * other, and a transaction that fails gives its number back (no gap).
 */
export async function takeReceiptNumber(db: Db, siteId: string): Promise<number> {
  const take = () =>
    db
      .updateTable('donation_settings')
      .set((eb) => ({ last_receipt_number: eb('last_receipt_number', '+', 1) }))
      .where('website_id', '=', siteId)
      .returning('last_receipt_number')
      .executeTakeFirst();
  let row = await take();
  if (!row) {
    await db
      .insertInto('donation_settings')
      .values(emptySettings(siteId, new Date().toISOString()))
      .onConflict((oc) => oc.column('website_id').doNothing())
      .execute();
    row = await take();
  }
  if (!row) throw new Error(`no donation settings row for site ${siteId}`);
  return row.last_receipt_number;
}

export async function readOrganisation(db: Db, siteId: string): Promise<DonationSettingsTable> {
  const row = await db
    .selectFrom('donation_settings')
    .selectAll()
    .where('website_id', '=', siteId)
    .executeTakeFirst();
  return row ?? emptySettings(siteId, '');
}

/** Stores the organisation's details; the receipt numbering is left as it is. */
export async function saveOrganisation(
  db: Db,
  siteId: string,
  details: Pick<DonationSettingsTable, 'organisation_name' | 'organisation_address' | 'tax_number'>,
  now: string,
): Promise<void> {
  await db
    .insertInto('donation_settings')
    .values({ ...emptySettings(siteId, now), ...details })
    .onConflict((oc) => oc.column('website_id').doUpdateSet({ ...details, updated_at: now }))
    .execute();
}

/** The site's donations, newest first (a site's donors fit a page; the CSV has them all too). */
export const listDonations = (db: Db, siteId: string, limit = 500) =>
  db
    .selectFrom('donations')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('status', '!=', 'pending')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Paid gifts by cause and currency: their count and sum in minor units. */
export const donationTotals = (db: Db, siteId: string) =>
  db
    .selectFrom('donations')
    .select((eb) => [
      'cause',
      'currency',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('amount').as('total'),
    ])
    .where('website_id', '=', siteId)
    .where('status', '=', 'paid')
    .groupBy(['cause', 'currency'])
    .orderBy('cause')
    .execute();

/** Every donation that was paid (refunded too), a page at a time, oldest first, for the CSV. */
export async function* allDonations(
  db: Db,
  siteId: string,
  pageSize = 500,
): AsyncGenerator<DonationsTable[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('donations')
      .selectAll()
      .where('website_id', '=', siteId)
      .where('receipt_number', '>', after)
      .orderBy('receipt_number')
      .limit(pageSize)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.receipt_number ?? after;
    if (rows.length < pageSize) return;
  }
}
