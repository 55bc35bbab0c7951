import type { PostalAddress } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB, MemberAddressesTable } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The most addresses one member keeps: the slots 0–9, unique per member (migration 0032). */
export const MAX_MEMBER_ADDRESSES = 10;

const columnsOf = (address: PostalAddress) => ({
  name: address.name,
  line1: address.line1,
  line2: address.line2,
  city: address.city,
  region: address.region,
  postal_code: address.postalCode,
  country: address.country,
});

/** A member's addresses, oldest first. */
export const listMemberAddresses = (db: Db, siteId: string, memberId: string) =>
  db
    .selectFrom('member_addresses')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('slot')
    .execute();

/**
 * The address the checkout starts from: the one the member chose, else the oldest. Only a choice is
 * stored (`is_default`), so adding or removing an address never has to move the default.
 */
export const defaultMemberAddress = (db: Db, siteId: string, memberId: string) =>
  db
    .selectFrom('member_addresses')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('member_id', '=', memberId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('slot')
    .limit(1)
    .executeTakeFirst();

export const findMemberAddress = (db: Db, siteId: string, memberId: string, id: string) =>
  db
    .selectFrom('member_addresses')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * Adds an address in the lowest free slot; false when all 10 are taken. The slot's unique key is
 * the guard: an add racing another for the same slot fails there (the caller tries again).
 */
export async function insertMemberAddress(
  db: Db,
  row: { id: string; siteId: string; memberId: string; address: PostalAddress; now: string },
): Promise<boolean> {
  const taken = await db
    .selectFrom('member_addresses')
    .select('slot')
    .where('website_id', '=', row.siteId)
    .where('member_id', '=', row.memberId)
    .execute();
  const used = new Set(taken.map((address) => Number(address.slot)));
  const slot = Array.from({ length: MAX_MEMBER_ADDRESSES }, (_, i) => i).find((i) => !used.has(i));
  if (slot === undefined) return false;
  const values: MemberAddressesTable = {
    id: row.id,
    website_id: row.siteId,
    member_id: row.memberId,
    slot,
    ...columnsOf(row.address),
    is_default: 0,
    created_at: row.now,
    updated_at: row.now,
  };
  await db.insertInto('member_addresses').values(values).execute();
  return true;
}

/** Changes one of the member's addresses; false when the member has no such address. */
export async function updateMemberAddress(
  db: Db,
  siteId: string,
  memberId: string,
  id: string,
  address: PostalAddress,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('member_addresses')
    .set({ ...columnsOf(address), updated_at: now })
    .where('website_id', '=', siteId)
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Makes one of the member's addresses the default and every other not, in one statement (a choice
 * racing another ends with one of them, never two); false when the member has no such address.
 */
export async function setDefaultMemberAddress(
  db: Db,
  siteId: string,
  memberId: string,
  id: string,
): Promise<boolean> {
  if (!(await findMemberAddress(db, siteId, memberId, id))) return false;
  await db
    .updateTable('member_addresses')
    .set((eb) => ({ is_default: eb.case().when('id', '=', id).then(1).else(0).end() }))
    .where('website_id', '=', siteId)
    .where('member_id', '=', memberId)
    .execute();
  return true;
}

/**
 * Removes one of the member's addresses; false when the member has no such address. Without the
 * chosen default, the oldest one left is the default (`defaultMemberAddress`).
 */
export async function deleteMemberAddress(
  db: Db,
  siteId: string,
  memberId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('member_addresses')
    .where('website_id', '=', siteId)
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
