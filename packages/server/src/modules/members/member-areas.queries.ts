import { newId } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB, MemberAreasTable } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export const listAreas = (db: Db, siteId: string) =>
  db.selectFrom('member_areas').selectAll().where('website_id', '=', siteId).orderBy('position').execute();

export const findArea = (db: Db, siteId: string, id: string) =>
  db
    .selectFrom('member_areas')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();

/** The site's areas with these ids (an id of another site's area, or of one deleted, finds nothing). */
export const areasByIds = (db: Db, siteId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('member_areas')
        .selectAll()
        .where('website_id', '=', siteId)
        .where('id', 'in', [...ids])
        .execute();

export async function insertArea(
  db: Db,
  siteId: string,
  area: Pick<MemberAreasTable, 'name' | 'join_rule' | 'welcome_text'>,
): Promise<MemberAreasTable> {
  const last = await db
    .selectFrom('member_areas')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('website_id', '=', siteId)
    .executeTakeFirst();
  const row: MemberAreasTable = {
    id: newId(),
    website_id: siteId,
    ...area,
    position: Number(last?.position ?? -1) + 1,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('member_areas').values(row).execute();
  return row;
}

/** Changes the fields given; a patch that names none changes nothing. */
export async function updateArea(
  db: Db,
  siteId: string,
  id: string,
  patch: Partial<Pick<MemberAreasTable, 'name' | 'join_rule' | 'welcome_text'>>,
): Promise<void> {
  if (Object.values(patch).every((value) => value === undefined)) return;
  await db
    .updateTable('member_areas')
    .set(patch)
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .execute();
}

export const deleteArea = (db: Db, siteId: string, id: string) =>
  db.deleteFrom('member_areas').where('website_id', '=', siteId).where('id', '=', id).executeTakeFirst();

/** Gives a member access to an area; giving it again keeps the first grant. True when new. */
export async function grantAccess(
  db: Db,
  siteId: string,
  areaId: string,
  memberId: string,
  grantedBy: 'join' | 'owner',
): Promise<boolean> {
  const result = await db
    .insertInto('member_area_access')
    .values({
      area_id: areaId,
      member_id: memberId,
      website_id: siteId,
      granted_by: grantedBy,
      granted_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['area_id', 'member_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const removeAccess = (db: Db, siteId: string, areaId: string, memberId: string) =>
  db
    .deleteFrom('member_area_access')
    .where('website_id', '=', siteId)
    .where('area_id', '=', areaId)
    .where('member_id', '=', memberId)
    .execute();

/** The areas each of these members is in, by member. */
export async function areasOfMembers(db: Db, siteId: string, memberIds: readonly string[]) {
  const byMember = new Map<string, { areaId: string; grantedBy: string; grantedAt: string }[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .selectFrom('member_area_access')
    .select(['member_id', 'area_id', 'granted_by', 'granted_at'])
    .where('website_id', '=', siteId)
    .where('member_id', 'in', [...memberIds])
    .orderBy('granted_at')
    .execute();
  for (const row of rows) {
    const list = byMember.get(row.member_id) ?? [];
    list.push({ areaId: row.area_id, grantedBy: row.granted_by, grantedAt: row.granted_at });
    byMember.set(row.member_id, list);
  }
  return byMember;
}

/** Whether a member is in an area of the site. */
export async function hasAreaAccess(
  db: Db,
  siteId: string,
  areaId: string,
  memberId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('member_area_access')
    .select('member_id')
    .where('website_id', '=', siteId)
    .where('area_id', '=', areaId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}
