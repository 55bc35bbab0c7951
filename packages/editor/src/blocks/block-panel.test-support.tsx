import type { PageBlock, PageDocument } from '@atelier/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';
import type { PageSummary } from '../api/api-types';
import { useDraft } from '../editor/use-draft';
import { type WorkspaceActions, WorkspaceActionsContext } from '../editor/workspace-actions';
import { createEditorQueryClient } from '../shared/queries';
import { BlockPanel } from './block-panel';

const PAGE = 'c'.repeat(24);
const EMPTY: PageDocument = { sections: [{ id: 'd'.repeat(24), blocks: [] }] };

/** The Blocks panel on one page, its draft loaded and saved through the editor's own saver. */
function Panel({
  page,
  selected,
  onSelect,
}: {
  page: PageSummary;
  selected: string | null;
  onSelect(id: string | null): void;
}) {
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

export interface BlockPanelHarness {
  /** Each document the page's draft was saved with, in order. */
  saved: PageDocument[];
  /** The element the panel is rendered in (a new one for each test). */
  container(): HTMLElement;
  /** Renders the panel (again, after a selection). */
  show(): void | Promise<void>;
  /** Waits until `check` passes; each try first lets React render what arrived meanwhile. */
  until(check: () => void): Promise<void>;
  /** The last block of the last saved draft's first section. */
  lastBlock(): PageBlock | undefined;
}

/**
 * The Blocks panel of one page for a block editor's tests, with its draft answered and saved by a
 * stubbed server (every other call answers 404). Call it inside `describe`: it registers the
 * set-up and clean-up of each test. `actions` adds to what the workspace lets the panel do (the
 * `code` permission's `codeAllowed`, for one).
 */
export function blockPanelHarness(
  title = 'About',
  slug = 'about',
  actions: Partial<WorkspaceActions> = {},
): BlockPanelHarness {
  const page = { id: PAGE, title, slug, kind: 'page' } as PageSummary;
  const saved: PageDocument[] = [];
  let container: HTMLElement;
  let root: Root;
  let client: ReturnType<typeof createEditorQueryClient>;
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
          return json({ pageId: PAGE, document: saved.at(-1) ?? EMPTY, revision });
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
              openMembers: () => undefined,
              currentDraft: null,
              ...actions,
            }}
          >
            <Panel
              page={page}
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
  const until = (check: () => void): Promise<void> =>
    vi.waitFor(
      async () => {
        await act(async () => {});
        check();
      },
      { timeout: 10_000 },
    );
  return {
    saved,
    container: () => container,
    show,
    until,
    lastBlock: () => saved.at(-1)?.sections[0]?.blocks.at(-1),
  };
}
