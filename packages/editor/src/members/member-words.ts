import type { JoinRule, Member, MemberAccess, MemberArea } from '../api/members.api';

/** Who may join an area, in the owner's words. */
export const JOIN_RULES: readonly (readonly [JoinRule, string])[] = [
  ['open', 'Anyone with an account'],
  ['invite', 'Only people I add'],
];

export const joinRuleLabel = (rule: string): string =>
  JOIN_RULES.find(([value]) => value === rule)?.[1] ?? rule;

/** A day as the owner reads it, in their locale; unreadable times as stored. */
export function formatDay(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** The names of the areas a member is in, in the owner's order of areas; removed areas are left out. */
export function memberAreaNames(member: Member, areas: readonly MemberArea[]): string[] {
  const inAreas = new Set(member.areas.map((access) => access.areaId));
  return areas.filter((area) => inAreas.has(area.id)).map((area) => area.name);
}

/** How and since when a member is in an area. */
export const accessNote = (access: MemberAccess, locale?: string): string =>
  `${access.grantedBy === 'owner' ? 'Added' : 'Joined'} ${formatDay(access.grantedAt, locale)}`;

/** What a member's access to an area says under its name: who may join, and how this member came in. */
export function accessHint(area: MemberArea, access: MemberAccess | undefined, locale?: string): string {
  const rule = area.joinRule === 'invite' ? 'Only people you add' : 'Open to anyone with an account';
  return access ? `${rule} · ${accessNote(access, locale)}` : rule;
}

/** An order's status as the Store's order list names it. */
const ORDER_STATUSES: Record<string, string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  pending: 'Awaiting payment',
  expired: 'Expired',
  failed: 'Failed',
};

export const orderStatusLabel = (status: string): string => ORDER_STATUSES[status] ?? status;
