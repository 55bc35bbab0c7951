import { api } from './client';
import { type ListPage, queryString } from './forms.api';

/**
 * Shapes of the owner's member calls (docs/api.md, "Visitors' accounts"), as the server's
 * `modules/members/members.model.ts` makes them. Times are ISO strings.
 */
export type JoinRule = 'open' | 'invite';

/** A member in an area: since when, and whether they joined themselves or the owner added them. */
export interface MemberAccess {
  areaId: string;
  /** 'join' (the member joined an open area) or 'owner' (added in the editor). */
  grantedBy: string;
  grantedAt: string;
}

export interface Member {
  id: string;
  email: string;
  displayName: string;
  /** Whether the member followed the confirmation link; an unconfirmed member cannot sign in. */
  verified: boolean;
  verifiedAt: string | null;
  joinedAt: string;
  /** The site language the member signed up in; null for the primary one. */
  locale: string | null;
  areas: MemberAccess[];
}

/** An order placed with the member's confirmed address; `total` in minor units of `currency`. */
export interface MemberOrder {
  id: string;
  number: number;
  status: string;
  total: number;
  currency: string;
  createdAt: string;
}

export interface MemberArea {
  id: string;
  name: string;
  joinRule: JoinRule;
  welcomeText: string;
  createdAt: string;
}

/** What the owner sends to make an area, or to change one (only the fields sent change). */
export interface MemberAreaInput {
  name: string;
  joinRule: JoinRule;
  welcomeText: string;
}

/** The list's search and filters; '' is "any". Days are YYYY-MM-DD, both ends included. */
export interface MembersFilter {
  q: string;
  area: string;
  verified: '' | 'yes' | 'no';
  joinedFrom: string;
  joinedTo: string;
}

export const NO_MEMBERS_FILTER: MembersFilter = {
  q: '',
  area: '',
  verified: '',
  joinedFrom: '',
  joinedTo: '',
};

/** How many members one page of the list holds (the server allows at most 500). */
export const MEMBERS_PAGE_SIZE = 50;

const memberPath = (id: string) => `/api/config/members/${encodeURIComponent(id)}`;
const accessPath = (id: string, areaId: string) => `${memberPath(id)}/areas/${encodeURIComponent(areaId)}`;
const areaPath = (areaId: string) => `/api/config/member-areas/${encodeURIComponent(areaId)}`;

/** A page of members, newest first; pass the answer's `next` as `cursor` for the page after it. */
export function listMembers(
  filter: MembersFilter,
  cursor: string | null = null,
): Promise<{ members: Member[] } & ListPage> {
  const query = queryString({
    q: filter.q.trim(),
    area: filter.area,
    verified: filter.verified,
    joinedFrom: filter.joinedFrom,
    joinedTo: filter.joinedTo,
    limit: MEMBERS_PAGE_SIZE,
    cursor: cursor ?? undefined,
  });
  return api.get(`/api/config/members${query}`);
}

/** A plain link: the browser downloads every member with the session cookie. */
export const membersCsvUrl = '/api/config/members.csv';

export const getMember = (id: string) => api.get<{ member: Member; orders: MemberOrder[] }>(memberPath(id));

export async function giveAccess(id: string, areaId: string): Promise<Member> {
  return (await api.put<{ member: Member }>(accessPath(id, areaId))).member;
}

export async function removeAccess(id: string, areaId: string): Promise<Member> {
  return (await api.delete<{ member: Member }>(accessPath(id, areaId))).member;
}

export async function listMemberAreas(): Promise<MemberArea[]> {
  return (await api.get<{ areas: MemberArea[] }>('/api/config/member-areas')).areas;
}

export async function createMemberArea(input: MemberAreaInput): Promise<MemberArea> {
  return (await api.post<{ area: MemberArea }>('/api/config/member-areas', input)).area;
}

export async function updateMemberArea(areaId: string, input: Partial<MemberAreaInput>): Promise<MemberArea> {
  return (await api.patch<{ area: MemberArea }>(areaPath(areaId), input)).area;
}

/** Refused with 409 `members.area_in_use` while pages are in the area. */
export async function deleteMemberArea(areaId: string): Promise<void> {
  await api.delete(areaPath(areaId));
}
