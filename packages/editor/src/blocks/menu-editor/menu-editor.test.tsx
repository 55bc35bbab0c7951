// @vitest-environment happy-dom
import type { PageDocument } from '@atelier/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageSummary } from '../../api/api-types';
import { useDraft } from '../../editor/use-draft';
import { WorkspaceActionsContext } from '../../editor/workspace-actions';
import { createEditorQueryClient } from '../../shared/queries';
import { BlockPanel } from '../block-panel';

const PAGE = 'c'.repeat(24);
const page = { id: PAGE, title: 'Classes', slug: 'classes', kind: 'page' } as PageSummary;
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

describe('the menu block in the Blocks panel', () => {
  let container: HTMLElement;
  let root: Root;
  let client: ReturnType<typeof createEditorQueryClient>;
  /** Each document the page's draft was saved with, in order. */
  const saved: PageDocument[] = [];
  let selected: string | null = null;

  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    saved.length = 0;
    selected = null;
    let revision = 1;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        const call = `${init?.method ?? 'GET'} ${path}`;
        const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
        if (path === '/api/auth/session') return json({ account: null, crumb: 'c' });
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
            value={{ openStore: () => undefined, openMembers: () => undefined, currentDraft: null }}
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
  const button = (name: string, scope: ParentNode = container) => {
    const found = Array.from(scope.querySelectorAll('button')).find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
    );
    if (!found) throw new Error(`No button ${name}`);
    return found;
  };
  const field = (label: string, scope: ParentNode = container) => {
    const found = Array.from(scope.querySelectorAll('label')).find((l) => l.textContent === label);
    const control = found && container.ownerDocument.getElementById(found.htmlFor);
    if (!control) throw new Error(`No field ${label}`);
    return control as HTMLInputElement | HTMLTextAreaElement;
  };
  const type = (control: HTMLInputElement | HTMLTextAreaElement, value: string) =>
    act(() => {
      const proto = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
      Object.getOwnPropertyDescriptor(proto.prototype, 'value')!.set!.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const click = (target: HTMLElement) => act(async () => target.click());
  const items = () => Array.from(container.querySelectorAll<HTMLElement>('.menu-editor__item'));
  const tabButtons = () =>
    Array.from(container.querySelectorAll('.menu-editor__tab')).map((b) => b.textContent);
  const menu = () => saved.at(-1)?.sections[0]?.blocks.at(-1);
  const addMenuBlock = async () => {
    await until(() => expect(button('Add block').disabled).toBe(false));
    await click(button('Add block'));
    const item = Array.from(container.querySelectorAll<HTMLElement>('[role="menuitem"]')).find((el) =>
      el.textContent?.startsWith('Menu'),
    );
    if (!item) throw new Error('No Menu in the Add block menu');
    expect(item.textContent).toContain('A restaurant or price menu, with tabs');
    await click(item);
  };

  it('adds a menu with one tab, one section and two example items', async () => {
    await show();
    await addMenuBlock();
    await until(() => expect(menu()?.type).toBe(18));
    const settings = menu()!.settings as { tabs: { title: string; sections: { items: object[] }[] }[] };
    expect(settings.tabs).toHaveLength(1);
    expect(settings.tabs[0]!.sections).toHaveLength(1);
    expect(settings.tabs[0]!.sections[0]!.items).toEqual([
      expect.objectContaining({ name: 'Soup of the day', price: '$8' }),
      expect.objectContaining({ name: 'Garden salad', price: '$10' }),
    ]);
    await until(() => expect(tabButtons()).toEqual(['Menu']));
    // The only tab stays: a menu has at least one.
    expect(button('Remove tab Menu').disabled).toBe(true);
  });

  it('adds a tab and its items, edits their words, reorders and removes them, and saves each change', async () => {
    await show();
    await addMenuBlock();
    await until(() => expect(tabButtons()).toEqual(['Menu']));
    await type(field('Tab title'), 'Classes');
    await type(field('Name', items()[0]), 'Wheel taster');
    await type(field('Price', items()[0]), '$45');
    await type(field('Description', items()[0]), 'Two hours at the wheel.');
    await click(button('Move Garden salad up'));
    await until(() =>
      expect(items().map((item) => field('Name', item).value)).toEqual(['Garden salad', 'Wheel taster']),
    );
    await click(button('Remove Garden salad'));
    await until(() => expect(items()).toHaveLength(1));

    await click(button('Add tab'));
    await until(() => expect(tabButtons()).toEqual(['Classes', 'Tab 2']));
    await until(() => expect(field('Tab title').value).toBe('Tab 2'));
    await type(field('Tab title'), 'Studio time');
    await type(field('Name', items()[0]), 'Kiln share');
    await type(field('Price', items()[0]), '$18');
    await click(button('Add item'));
    await until(() => expect(items()).toHaveLength(2));
    await type(field('Name', items()[1]), 'Open studio');
    await type(field('Note under the menu'), 'Prices include tax.');

    await until(() =>
      expect(menu()?.settings).toMatchObject({
        currencyNote: 'Prices include tax.',
        tabs: [
          {
            title: 'Classes',
            sections: [
              {
                items: [{ name: 'Wheel taster', price: '$45', description: 'Two hours at the wheel.' }],
              },
            ],
          },
          {
            title: 'Studio time',
            sections: [{ items: [{ name: 'Kiln share', price: '$18' }, { name: 'Open studio' }] }],
          },
        ],
      }),
    );
    // Emptying a price leaves it out of the settings.
    await type(field('Price', items()[0]), '');
    await until(() => expect(menu()?.settings).not.toHaveProperty('tabs.1.sections.0.items.0.price'));

    await click(button('Move tab Studio time up'));
    await until(() => expect(tabButtons()).toEqual(['Studio time', 'Classes']));
    await click(button('Classes'));
    await until(() => expect(field('Tab title').value).toBe('Classes'));
    await click(button('Add section'));
    await until(() => expect(container.querySelectorAll('.menu-editor__section')).toHaveLength(2));
    await click(button('Remove section 2'));
    await click(button('Remove tab Studio time'));
    await until(() => expect(tabButtons()).toEqual(['Classes']));
    await until(() => {
      const tabs = (menu()!.settings as { tabs: { title: string; sections: unknown[] }[] }).tabs;
      expect(tabs.map((tab) => [tab.title, tab.sections.length])).toEqual([['Classes', 1]]);
    });
  });
});
