import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMemberArea,
  deleteMemberArea,
  giveAccess,
  listMembers,
  membersCsvUrl,
  NO_MEMBERS_FILTER,
  removeAccess,
  updateMemberArea,
} from './members.api';

const MEMBER = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const AREA = 'bbbbbbbbbbbbbbbbbbbbbbbb';

interface Call {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

let calls: Call[];
let answers: Response[];

beforeEach(() => {
  calls = [];
  answers = [];
  // The app-wide client reads its crumb from document.cookie; a fake one keeps it from asking the session.
  vi.stubGlobal('document', { cookie: 'crumb=c1' });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: init.headers as Record<string, string>,
    });
    return answers.shift() ?? new Response(null, { status: 204 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the owner’s member calls', () => {
  it('asks for a page of members with only the filters set, then the next page by cursor', async () => {
    answers.push(json({ members: [], next: null }), json({ members: [], next: null }));
    await listMembers({ q: '  ada ', area: AREA, verified: 'no', joinedFrom: '2026-01-01', joinedTo: '' });
    await listMembers(NO_MEMBERS_FILTER, 'WyJ4Il0');
    expect(calls.map((c) => c.url)).toEqual([
      `/api/config/members?q=ada&area=${AREA}&verified=no&joinedFrom=2026-01-01&limit=50`,
      '/api/config/members?limit=50&cursor=WyJ4Il0',
    ]);
    expect(membersCsvUrl).toBe('/api/config/members.csv');
  });

  it('gives and takes access with the crumb, answering the member as they are now', async () => {
    answers.push(
      json({ member: { id: MEMBER, areas: [{ areaId: AREA }] } }),
      json({ member: { id: MEMBER, areas: [] } }),
    );
    expect((await giveAccess(MEMBER, AREA)).areas).toEqual([{ areaId: AREA }]);
    expect((await removeAccess(MEMBER, AREA)).areas).toEqual([]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `PUT /api/config/members/${MEMBER}/areas/${AREA}`,
      `DELETE /api/config/members/${MEMBER}/areas/${AREA}`,
    ]);
    expect(calls[0]!.headers['X-CSRF-Token']).toBe('c1');
  });

  it('makes, changes and removes areas, and reports a refusal with the server’s words', async () => {
    answers.push(
      json({ area: { id: AREA, name: 'Gold' } }, 201),
      json({ area: { id: AREA, name: 'Gold+' } }),
      json(
        {
          error: 'Pages are still in this member area. Move them out of it first.',
          code: 'members.area_in_use',
        },
        409,
      ),
    );
    expect(await createMemberArea({ name: 'Gold', joinRule: 'invite', welcomeText: '' })).toEqual({
      id: AREA,
      name: 'Gold',
    });
    await updateMemberArea(AREA, { name: 'Gold+' });
    await expect(deleteMemberArea(AREA)).rejects.toMatchObject({
      status: 409,
      code: 'members.area_in_use',
      message: 'Pages are still in this member area. Move them out of it first.',
    });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/config/member-areas', { name: 'Gold', joinRule: 'invite', welcomeText: '' }],
      ['PATCH', `/api/config/member-areas/${AREA}`, { name: 'Gold+' }],
      ['DELETE', `/api/config/member-areas/${AREA}`, undefined],
    ]);
  });
});
