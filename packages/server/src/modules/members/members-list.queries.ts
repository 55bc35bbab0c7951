import { type Kysely, sql, type Transaction } from 'kysely';
import { type KeysetPage, keysetPage, type PageRequest } from '#platform/db/keyset';
import type { DB, SiteMembersTable } from '#platform/db/schema';
import { searchWords, textIndexOf } from '#platform/db/text-search';

type Db = Kysely<DB> | Transaction<DB>;

export interface MemberFilter {
  q?: string;
  /** Only members of this area. */
  area?: string;
  /** 'yes': confirmed addresses only; 'no': not yet confirmed. */
  verified?: '' | 'yes' | 'no';
  /** Joined on or after this day (YYYY-MM-DD), and before the day after `joinedTo`. */
  joinedFrom?: string;
  joinedTo?: string;
}

/** A page of the site's members, newest first, by key; searched by address and name. */
export function listMembers(
  db: Db,
  siteId: string,
  filter: MemberFilter,
  page: PageRequest,
  withCount: boolean,
): Promise<KeysetPage<SiteMembersTable>> {
  return keysetPage(
    db,
    {
      table: 'site_members',
      base: (from) => {
        let base = db.selectFrom((from ?? 'site_members') as 'site_members').where('website_id', '=', siteId);
        if (filter.verified === 'yes') base = base.where('email_verified_at', 'is not', null);
        if (filter.verified === 'no') base = base.where('email_verified_at', 'is', null);
        if (filter.joinedFrom) base = base.where('created_at', '>=', filter.joinedFrom);
        if (filter.joinedTo) base = base.where('created_at', '<', dayAfter(filter.joinedTo));
        if (filter.area) {
          const area = filter.area;
          base = base.where((eb) =>
            eb.exists(
              eb
                .selectFrom('member_area_access')
                .select('member_area_access.member_id')
                .where('member_area_access.area_id', '=', area)
                .whereRef('member_area_access.member_id', '=', 'site_members.id'),
            ),
          );
        }
        return base;
      },
      keys: ['created_at', 'id'],
      direction: 'desc',
      search: { index: textIndexOf('site_members'), words: searchWords(filter.q ?? '', false) },
      keyOf: (row: SiteMembersTable) => [row.created_at, row.id],
    },
    page,
    withCount,
  );
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** A site's members oldest first, the page after `after` (null: the first): the CSV export's reads. */
export function membersAfter(
  db: Db,
  siteId: string,
  after: Pick<SiteMembersTable, 'created_at' | 'id'> | null,
  limit: number,
) {
  let query = db.selectFrom('site_members').selectAll().where('website_id', '=', siteId);
  if (after) query = query.where(sql<boolean>`(created_at, id) > (${after.created_at}, ${after.id})`);
  return query.orderBy('created_at').orderBy('id').limit(limit).execute();
}
