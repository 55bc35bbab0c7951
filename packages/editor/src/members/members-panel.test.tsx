// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member, MemberArea } from '../api/members.api';
import { createEditorQueryClient } from '../shared/queries';
import { MembersPanel } from './members-panel';

const GOLD = 'a'.repeat(24);
const SILVER = 'b'.repeat(24);
const area = (id: string, name: string, joinRule: 'open' | 'invite' = 'open'): MemberArea => ({
  id,
  name,
  joinRule,
  welcomeText: '',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const member = (n: number, areaIds: string[] = []): Member => ({
  id: String(n).padStart(24, '0'),
  email: `member${n}@example.com`,
  displayName: `Member ${n}`,
  verified: n !== 2,
  verifiedAt: n !== 2 ? '2026-02-01T00:00:00.000Z' : null,
  joinedAt: '2026-02-01T00:00:00.000Z',
  locale: null,
  areas: areaIds.map((areaId) => ({ areaId, grantedBy: 'join', grantedAt: '2026-02-02T00:00:00.000Z' })),
});

type Answer = { status?: number; body: unknown };

describe('the Members panel', () => {
  let container: HTMLElement;
  let root: Root;
  let client: ReturnType<typeof createEditorQueryClient>;
  /** Every call as `METHOD path`, in order. */
  const asked: string[] = [];
  /** The answer to a call, by `METHOD path` (the path without its query for lists). */
  let route: (call: string, body: unknown) => Answer | undefined;

  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    asked.length = 0;
    route = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        const call = `${init?.method ?? 'GET'} ${path}`;
        asked.push(call);
        const json = ({ status = 200, body }: Answer) => new Response(JSON.stringify(body), { status });
        if (path === '/api/auth/session') return json({ body: { account: null, crumb: 'c' } });
        const sent = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
        return json(route(call, sent) ?? { status: 404, body: { error: 'Not here' } });
      }),
    );
    client = createEditorQueryClient();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    client.clear();
    vi.unstubAllGlobals();
  });

  const show = (permissions: readonly string[] = ['view', 'members']) =>
    act(() =>
      root.render(
        <QueryClientProvider client={client}>
          <MembersPanel permissions={permissions} onClose={() => undefined} />
        </QueryClientProvider>,
      ),
    );
  // Waits inside act, so the answers' renders land before the check reads them.
  // Conditions, never a fixed time: a search is asked for once typing stops (300 ms), later on a busy machine.
  const until = (check: () => void) =>
    vi.waitFor(
      async () => {
        // Each try first lets React render what arrived meanwhile (answers, the search's timer).
        await act(async () => {});
        check();
      },
      { timeout: 10_000 },
    );
  const text = () => container.textContent ?? '';
  const rows = () =>
    Array.from(container.querySelectorAll('table[id] tbody tr')).map((row) =>
      Array.from(row.children).map((cell) => cell.textContent),
    );
  const button = (name: string) => {
    const found = Array.from(container.querySelectorAll('button')).find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
    );
    if (!found) throw new Error(`No button ${name}`);
    return found;
  };
  const click = (name: string) => act(() => button(name).click());
  const field = (label: string) => {
    const found = Array.from(container.querySelectorAll('label')).find((l) => l.textContent === label);
    const input = found && container.ownerDocument.getElementById(found.htmlFor);
    if (!input) throw new Error(`No field ${label}`);
    return input as HTMLInputElement;
  };
  const type = (label: string, value: string) =>
    act(() => {
      const input = field(label);
      const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
      Object.getOwnPropertyDescriptor(proto.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const areasAnswer = (areas: MemberArea[]): Answer => ({ body: { areas } });

  it('lists members with their areas and count, and shows the next page by its cursor', async () => {
    route = (call) => {
      if (call === 'GET /api/config/member-areas')
        return areasAnswer([area(GOLD, 'Gold'), area(SILVER, 'Silver')]);
      if (call === 'GET /api/config/members?limit=50')
        return {
          body: { members: [member(1, [SILVER, GOLD]), member(2)], next: 'c1', total: 3, totalCapped: false },
        };
      if (call === 'GET /api/config/members?limit=50&cursor=c1')
        return { body: { members: [member(3)], next: null } };
    };
    await show();
    await until(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toEqual([
      'member1@example.com',
      'Member 1',
      'Confirmed',
      expect.any(String),
      'Gold, Silver',
    ]);
    expect(rows()[1]?.[2]).toBe('Not confirmed');
    expect(text()).toContain('3 members');
    expect(container.querySelector('a[download]')?.getAttribute('href')).toBe('/api/config/members.csv');

    await click('Show 1 more');
    await until(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]?.[0]).toBe('member3@example.com');
    expect(asked).toContain('GET /api/config/members?limit=50&cursor=c1');
    expect(() => button('Show 1 more')).toThrow();
  });

  it('says 1,000+ past the count’s cap, and what to do when there are no members yet', async () => {
    let capped = true;
    route = (call) => {
      if (call === 'GET /api/config/member-areas') return areasAnswer([]);
      if (call.startsWith('GET /api/config/members?'))
        return capped
          ? { body: { members: [member(1)], next: 'c1', total: 1000, totalCapped: true } }
          : { body: { members: [], next: null, total: 0, totalCapped: false } };
    };
    await show();
    await until(() => expect(text()).toContain('1,000+ members'));
    capped = false;
    await act(async () => {
      await client.resetQueries();
    });
    await until(() => expect(text()).toContain('No members yet'));
    expect(text()).toContain(
      'Turn on visitor accounts in Site settings, then visitors can sign up at /account.',
    );
  });

  it('sends the search words and filters once the owner stops typing', async () => {
    route = (call) => {
      if (call === 'GET /api/config/member-areas') return areasAnswer([area(GOLD, 'Gold')]);
      if (call === 'GET /api/config/members?limit=50')
        return { body: { members: [member(1), member(3)], next: null, total: 2 } };
      if (call === 'GET /api/config/members?q=member3&limit=50')
        return { body: { members: [member(3)], next: null, total: 1 } };
      if (call.startsWith('GET /api/config/members?')) return { body: { members: [], next: null, total: 0 } };
    };
    await show();
    await until(() => expect(rows()).toHaveLength(2));
    // The list asks again once the owner has stopped typing: wait for what that search shows.
    await type('Search members', 'member3');
    await until(() => expect(rows().map((row) => row[0])).toEqual(['member3@example.com']));
    expect(text()).toContain('1 member');
    // The request went once the typing stopped, not once per letter.
    expect(asked.filter((call) => call.includes('q=')).length).toBe(1);

    await act(() => {
      const select = field('Area') as unknown as HTMLSelectElement;
      select.value = GOLD;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => expect(text()).toContain('No members match these filters.'));
    expect(asked).toContain(`GET /api/config/members?q=member3&area=${GOLD}&limit=50`);
  });

  it('gives a member access to an area with PUT, and shows it in their detail and the list', async () => {
    const one = member(1);
    const given = {
      ...one,
      areas: [{ areaId: GOLD, grantedBy: 'owner', grantedAt: '2026-03-01T00:00:00.000Z' }],
    };
    route = (call) => {
      if (call === 'GET /api/config/member-areas')
        return areasAnswer([area(GOLD, 'Gold', 'invite'), area(SILVER, 'Silver')]);
      if (call === 'GET /api/config/members?limit=50')
        return { body: { members: [one], next: null, total: 1 } };
      if (call === `GET /api/config/members/${one.id}`)
        return {
          body: {
            member: one,
            orders: [
              {
                id: 'o1',
                number: 1042,
                status: 'paid',
                total: 12345,
                currency: 'EUR',
                createdAt: '2026-02-03T00:00:00.000Z',
              },
            ],
          },
        };
      if (call === `PUT /api/config/members/${one.id}/areas/${GOLD}`) return { body: { member: given } };
    };
    await show();
    await until(() => expect(rows()).toHaveLength(1));
    await click('member1@example.com');
    await until(() => expect(field('Gold')).toBeTruthy());
    expect(text()).toContain('#1042');
    expect(text()).toContain('€123.45');
    expect(text()).toContain('Paid');
    expect(field('Gold').checked).toBe(false);

    await act(() => field('Gold').click());
    await until(() => expect(field('Gold').checked).toBe(true));
    expect(asked).toContain(`PUT /api/config/members/${one.id}/areas/${GOLD}`);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Member 1 can now open Gold.');
    expect(text()).toContain('Added');

    await click('← All members');
    await until(() => expect(rows()[0]?.[4]).toBe('Gold'));
  });

  it('shows why access could not be given, and leaves the box as it was', async () => {
    const one = member(1);
    route = (call) => {
      if (call === 'GET /api/config/member-areas') return areasAnswer([area(GOLD, 'Gold')]);
      if (call === 'GET /api/config/members?limit=50')
        return { body: { members: [one], next: null, total: 1 } };
      if (call === `GET /api/config/members/${one.id}`) return { body: { member: one, orders: [] } };
      if (call === `PUT /api/config/members/${one.id}/areas/${GOLD}`)
        return {
          status: 404,
          body: { error: 'There is no such member area on this site.', code: 'members.area_not_found' },
        };
    };
    await show();
    await until(() => expect(rows()).toHaveLength(1));
    await click('member1@example.com');
    await until(() => expect(field('Gold')).toBeTruthy());
    expect(text()).toContain('No orders with this address yet.');
    await act(() => field('Gold').click());
    await until(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        'There is no such member area on this site.',
      ),
    );
    expect(field('Gold').checked).toBe(false);
  });

  it('adds an area with who may join', async () => {
    let sent: unknown;
    route = (call, body) => {
      if (call === 'GET /api/config/member-areas') return areasAnswer([]);
      if (call.startsWith('GET /api/config/members?')) return { body: { members: [], next: null, total: 0 } };
      if (call === 'POST /api/config/member-areas') {
        sent = body;
        return { status: 201, body: { area: { ...area(GOLD, 'Gold', 'invite'), welcomeText: 'Hello' } } };
      }
    };
    await show();
    await click('Member areas');
    await until(() => expect(text()).toContain('No member areas yet'));
    await click('Add area');
    await type('Name', 'Gold');
    await act(() => {
      const select = field('Who can join') as unknown as HTMLSelectElement;
      select.value = 'invite';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await type('Welcome text', 'Hello');
    await act(async () => {
      container.querySelector<HTMLFormElement>('form[aria-label="New member area"]')!.requestSubmit();
    });
    await until(() => expect(text()).toContain('Gold added.'));
    expect(sent).toEqual({ name: 'Gold', joinRule: 'invite', welcomeText: 'Hello' });
    expect(text()).toContain('Only people I add');
    expect(container.querySelector('form')).toBeNull();
  });

  it('shows the server’s message when pages are still in an area the owner removes, and keeps it', async () => {
    route = (call) => {
      if (call === 'GET /api/config/member-areas') return areasAnswer([area(GOLD, 'Gold')]);
      if (call.startsWith('GET /api/config/members?')) return { body: { members: [], next: null, total: 0 } };
      if (call === `DELETE /api/config/member-areas/${GOLD}`)
        return {
          status: 409,
          body: {
            error: 'Pages are still in this member area. Move them out of it first.',
            code: 'members.area_in_use',
          },
        };
    };
    await show();
    await click('Member areas');
    await until(() => expect(button('Remove Gold')).toBeTruthy());
    await click('Remove Gold');
    await click('Remove area');
    await until(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        'Pages are still in this member area. Move them out of it first.',
      ),
    );
    expect(asked).toContain(`DELETE /api/config/member-areas/${GOLD}`);
    expect(button('Remove Gold')).toBeTruthy();
  });

  it('tells a role without the members permission why it sees no one, and asks nothing', async () => {
    await show(['view']);
    expect(text()).toContain('Your role cannot see this');
    await act(async () => undefined);
    expect(asked).toEqual([]);
  });
});
