import { ContributorRole } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { ContributorsErrors } from './contributors.errors';
import * as q from './contributors.queries';
import { type InvitationJson, pendingInvitations } from './invitations.service';

export interface ContributorJson {
  accountId: string;
  email: string;
  displayName: string;
  role: number;
}

export const listContributors = async (db: Kysely<DB>, siteId: string): Promise<ContributorJson[]> =>
  (await q.contributorsOf(db, siteId)).map((r) => ({
    accountId: r.id,
    email: r.email,
    displayName: r.display_name,
    role: r.role,
  }));

/** Who works on the site and who is invited to: `/api/config/contributors`, and each invitation's answer. */
export interface PeopleJson {
  contributors: ContributorJson[];
  /** Pending invitations, oldest first. */
  invitations: InvitationJson[];
}

export const listPeople = async (db: Kysely<DB>, siteId: string): Promise<PeopleJson> => ({
  contributors: await listContributors(db, siteId),
  invitations: await pendingInvitations(db, siteId),
});

/** Takes someone off the site; the last admin stays (checked in the transaction that removes). */
export async function removeContributor(db: Kysely<DB>, siteId: string, accountId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await q.contributorRole(trx, siteId, accountId);
    if (!row) throw ContributorsErrors.notFound();
    const admins = await q.accountsWithRole(trx, siteId, ContributorRole.admin);
    if (row.role === ContributorRole.admin && admins.length <= 1) throw ContributorsErrors.lastAdmin();
    await q.deleteContributor(trx, siteId, accountId);
  });
}
