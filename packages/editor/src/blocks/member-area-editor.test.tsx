// @vitest-environment happy-dom
import type { PageDocument } from '@atelier/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageSummary } from '../api/api-types';
import type { MemberArea } from '../api/members.api';
import { useDraft } from '../editor/use-draft';
import { WorkspaceActionsContext } from '../editor/workspace-actions';
import { createEditorQueryClient } from '../shared/queries';
import { BlockPanel } from './block-panel';

const PAGE = 'c'.repeat(24);
const GOLD = 'a'.repeat(24);
const SILVER = 'b'.repeat(24);
const area = (id: string, name: string, joinRule: 'open' | 'invite' = 'open'): MemberArea => ({
  id,
  name,
  joinRule,
  welcomeText: `Welcome to ${name}.`,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const page = { id: PAGE, title: 'About', slug: 'about', kind: 'page' } as PageSummary;
const empty: PageDocument = { sections: [{ id: 'd'.repeat(24), blocks: [] }] };

/** The Blocks panel on one page, its draft loaded and saved through the editor's own saver. */
function Panel({ selected, onSelect }: { selected: string | null; onSelect(id: string | null): void }) {
  const draft = useDraft(PAGE, () => undefined);
  return (
    <BlockPanel
      page={page}
      draft={draft.state}
      loadError={draft.loadError}
      selected={selected}
      onSelect={onSelect}
      readOnly={false}
      onEdit={(edit) => {
        if (draft.saver) draft.saver.edit(edit(draft.saver.state.document));
      }}
      onRetryLoad={draft.reload}
    />
  );
}

describe('the member area block in the Blocks panel', () => {
  let container: HTMLElement;
  let root: Root;
  let client: ReturnType<typeof createEditorQueryClient>;
  let areas: MemberArea[] = [];
  /** Each document the page's draft was saved with, in order. */
  const saved: PageDocument[] = [];
  let selected: string | null = null;
  let openedMembers = 0;

  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    saved.length = 0;
    selected = null;
    openedMembers = 0;
    let revision = 1;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        const call = `${init?.method ?? 'GET'} ${path}`;
        const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
        if (path === '/api/auth/session') return json({ account: null, crumb: 'c' });
        if (call === 'GET /api/config/member-areas') return json({ areas });
        if (call === `GET /api/config/pages/${PAGE}/draft`)
          return json({ pageId: PAGE, document: saved.at(-1) ?? empty, revision });
        if (call === `PUT /api/config/pages/${PAGE}/draft`) {
          saved.push(JSON.parse(String(init?.body)).document);
          revision += 1;
          return json({ revision });
        }
        return json({ error: 'Not here' }, 404);
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

  const show = () =>
    act(() =>
      root.render(
        <QueryClientProvider client={client}>
          <WorkspaceActionsContext.Provider
            value={{
              openStore: () => undefined,
              openMembers: () => (openedMembers += 1),
              currentDraft: null,
            }}
          >
            <Panel
              selected={selected}
              onSelect={(id) => {
                selected = id;
                void show();
              }}
            />
          </WorkspaceActionsContext.Provider>
        </QueryClientProvider>,
      ),
    );
  // Each try first lets React render what arrived meanwhile (answers, the saver's quiet moment).
  const until = (check: () => void) =>
    vi.waitFor(
      async () => {
        await act(async () => {});
        check();
      },
      { timeout: 10_000 },
    );
  const button = (name: string) => {
    const found = Array.from(container.querySelectorAll('button')).find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
    );
    if (!found) throw new Error(`No button ${name}`);
    return found;
  };
  const field = (label: string) => {
    const found = Array.from(container.querySelectorAll('label')).find((l) => l.textContent === label);
    const control = found && container.ownerDocument.getElementById(found.htmlFor);
    if (!control) throw new Error(`No field ${label}`);
    return control as HTMLInputElement | HTMLSelectElement;
  };
  const setValue = (label: string, value: string) =>
    act(() => {
      const control = field(label);
      const proto = control instanceof HTMLSelectElement ? HTMLSelectElement : HTMLInputElement;
      Object.getOwnPropertyDescriptor(proto.prototype, 'value')!.set!.call(control, value);
      control.dispatchEvent(
        new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
      );
    });
  const addMemberAreaBlock = async () => {
    await until(() => expect(button('Add block').disabled).toBe(false));
    await act(async () => button('Add block').click());
    const item = Array.from(container.querySelectorAll<HTMLElement>('[role="menuitem"]')).find((el) =>
      el.textContent?.startsWith('Member area'),
    );
    if (!item) throw new Error('No Member area in the Add block menu');
    await act(async () => item.click());
  };
  const lastBlock = () => saved.at(-1)?.sections[0]?.blocks.at(-1);

  it('adds the block with the first area chosen, and saves the area and words the owner picks', async () => {
    areas = [area(GOLD, 'Gold'), area(SILVER, 'Silver', 'invite')];
    await show();
    await addMemberAreaBlock();
    await until(() => expect((field('Member area') as HTMLSelectElement).value).toBe(GOLD));
    await until(() => expect(lastBlock()).toMatchObject({ type: 67, settings: { areaId: GOLD } }));
    expect(container.textContent).toContain('Visitors see a Join button');

    setValue('Member area', SILVER);
    await until(() => expect(container.textContent).toContain('Only people you add can join'));
    // An area only the owner fills has no button to label.
    expect(() => field('Button label')).toThrow();
    setValue('Member area', GOLD);
    await until(() => field('Button label'));
    setValue('Heading', 'Join the studio');
    setValue('Button label', 'Count me in');
    await until(() =>
      expect(lastBlock()?.settings).toEqual({
        areaId: GOLD,
        heading: 'Join the studio',
        buttonLabel: 'Count me in',
      }),
    );
    expect(saved.at(-1)?.sections[0]?.blocks).toHaveLength(1);
  });

  it('says so when the site has no member areas, and offers to open Members', async () => {
    areas = [];
    await show();
    await addMemberAreaBlock();
    await until(() => expect(container.querySelector('[data-testid="no-member-areas"]')).not.toBeNull());
    expect(container.textContent).toContain('This site has no member areas yet.');
    await act(async () => button('Open Members').click());
    expect(openedMembers).toBe(1);
    await until(() => expect(lastBlock()).toMatchObject({ type: 67, settings: {} }));
  });
});
