import type { Kysely } from 'kysely';
import { releaseMemberCarts } from '#modules/cart/member-carts.queries';
import { deleteMemberRow } from '#modules/members/members.queries';
import type { DB } from '#platform/db/schema';

/**
 * A member deletes their account: the account, its sessions, links, areas and shipping addresses
 * go (`deleteMemberRow`), and their carts belong to nobody from then on. Orders stay: they hold the address, not the account, and are the
 * shop's records.
 */
export async function deleteMember(db: Kysely<DB>, siteId: string, memberId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await releaseMemberCarts(trx, siteId, memberId);
    await deleteMemberRow(trx, siteId, memberId);
  });
}
