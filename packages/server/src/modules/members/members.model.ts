import type { MemberAreasTable, SiteMembersTable } from '#platform/db/schema';

export type MemberAreasOf = { areaId: string; grantedBy: string; grantedAt: string }[];

/** A member as the owner's list and detail show them. */
export const memberToJson = (row: SiteMembersTable, areas: MemberAreasOf = []) => ({
  id: row.id,
  email: row.email,
  displayName: row.display_name,
  verified: row.email_verified_at !== null,
  verifiedAt: row.email_verified_at,
  joinedAt: row.created_at,
  locale: row.locale,
  areas,
});

export const areaToJson = (row: MemberAreasTable) => ({
  id: row.id,
  name: row.name,
  joinRule: row.join_rule as 'open' | 'invite',
  welcomeText: row.welcome_text,
  createdAt: row.created_at,
});
