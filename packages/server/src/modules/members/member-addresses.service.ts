import { newId, type PostalAddress } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { DB, MemberAddressesTable } from '#platform/db/schema';
import { isUniqueViolation } from '#platform/db/unique-violation';
import * as q from './member-addresses.queries';
import { MemberErrors } from './members.errors';
import type { MemberAddressInput } from './members.schemas';

/** A stored address in the checkout's shape. */
export const rowToAddress = (row: MemberAddressesTable): PostalAddress => ({
  name: row.name,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  region: row.region,
  postalCode: row.postal_code,
  country: row.country,
});

/**
 * Saves a member's address: a new one (`id` null) in a free slot, refused past the tenth; else one
 * of the member's own, refused as unknown when it is not theirs.
 */
export async function saveMemberAddress(
  db: Kysely<DB>,
  siteId: string,
  memberId: string,
  id: string | null,
  address: MemberAddressInput,
): Promise<void> {
  const now = new Date().toISOString();
  if (id) {
    if (!(await q.updateMemberAddress(db, siteId, memberId, id, address, now)))
      throw MemberErrors.addressNotFound();
    return;
  }
  // Two adds at once may pick the same free slot: the loser tries the next one.
  for (let attempt = 0; attempt < q.MAX_MEMBER_ADDRESSES; attempt++) {
    try {
      if (await q.insertMemberAddress(db, { id: newId(), siteId, memberId, address, now })) return;
      throw MemberErrors.tooManyAddresses();
    } catch (error) {
      if (!isUniqueViolation(error, 'slot')) throw error;
    }
  }
  throw MemberErrors.tooManyAddresses();
}

export async function removeMemberAddress(db: Kysely<DB>, siteId: string, memberId: string, id: string) {
  if (!(await q.deleteMemberAddress(db, siteId, memberId, id))) throw MemberErrors.addressNotFound();
}

export async function chooseDefaultAddress(db: Kysely<DB>, siteId: string, memberId: string, id: string) {
  if (!(await q.setDefaultMemberAddress(db, siteId, memberId, id))) throw MemberErrors.addressNotFound();
}
