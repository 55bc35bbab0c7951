// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import {
  appendPage,
  createEditorQueryClient,
  type Loaded,
  type Page,
  type PagedLoaded,
  queryKeys,
  spreadChange,
  useLoaded,
  usePagedList,
} from './queries';

const item = (id: string) => ({ id });

describe('showing the next page of a list', () => {
  it('appends the items after those shown, keeping the first page’s count and taking the new cursor', () => {
    const page = { items: [item('a'), item('b')], total: 4, totalCapped: false, next: 'c1' };
    expect(appendPage(page, { items: [item('c'), item('d')], total: 0, next: null })).toEqual({
      items: [item('a'), item('b'), item('c'), item('d')],
      total: 4,
      totalCapped: false,
      next: null,
    });
  });

  it('shows an item once when newer ones pushed it into the next page', () => {
    const page = { items: [item('a'), item('b')], total: 3, next: 'c1' };
    const next = appendPage(page, { items: [item('b'), item('c')], total: 0, next: 'c2' });
    expect(next.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(next.next).toBe('c2');
  });

  it('puts a change of the whole list back into its pages, so the cursors stay as loaded', () => {
    const pages: Page<{ id: string; read?: boolean }>[] = [
      { items: [item('a'), item('b')], total: 4, next: 'c1' },
      { items: [item('c'), item('d')], total: 0, next: null },
    ];
    const changed = spreadChange(pages, (list) => ({
      ...list,
      items: list.items.filter((i) => i.id !== 'b').map((i) => (i.id === 'c' ? { ...i, read: true } : i)),
      total: list.total - 1,
    }));
    expect(changed).toEqual([
      { items: [item('a')], total: 3, totalCapped: undefined, next: 'c1' },
      { items: [{ id: 'c', read: true }, item('d')], total: 0, next: null },
    ]);
  });
});

/** Renders a hook in a component under one editor query client; `current` is its last answer. */
function hookHarness() {
  const client = createEditorQueryClient();
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  return {
    client,
    /** Renders the hook; `rerender` renders the same component again (a key it reads may have moved). */
    render<T>(useHook: () => T): { current: T | undefined; rerender(): void } {
      function Probe() {
        box.current = useHook();
        return null;
      }
      const show = () =>
        act(() =>
          root.render(
            <QueryClientProvider client={client}>
              <Probe />
            </QueryClientProvider>,
          ),
        );
      const box: { current: T | undefined; rerender(): void } = { current: undefined, rerender: show };
      show();
      return box;
    },
    unmount() {
      act(() => root.unmount());
      container.remove();
      client.clear();
    },
  };
}

/** A loader whose answers the test gives, one request at a time. */
function answers<T>() {
  const waiting: { resolve(value: T): void; reject(error: unknown): void; args: unknown[] }[] = [];
  const calls: unknown[][] = [];
  const load = (...args: unknown[]) =>
    new Promise<T>((resolve, reject) => {
      calls.push(args);
      waiting.push({ resolve, reject, args });
    });
  const next = async () => {
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    return waiting.shift()!;
  };
  return { load, calls, next };
}

describe('loading a view’s data through the editor’s query client', () => {
  let harness: ReturnType<typeof hookHarness>;
  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    harness = hookHarness();
  });
  afterEach(() => {
    harness.unmount();
    vi.unstubAllGlobals();
  });

  it('keeps the last answer on screen while the next key loads, then shows the new one', async () => {
    const server = answers<string[]>();
    let key = 'a';
    const view = harness.render(() => useLoaded(['test', key], () => server.load(key)));
    expect(view.current).toMatchObject({ data: null, loading: true, error: null });
    await act(async () => (await server.next()).resolve(['first']));
    await vi.waitFor(() => expect(view.current?.data).toEqual(['first']));

    key = 'b';
    view.rerender();
    const second = await server.next();
    expect(second.args).toEqual(['b']);
    expect(view.current).toMatchObject({ data: ['first'], loading: true });
    await act(async () => second.resolve(['second']));
    await vi.waitFor(() => expect(view.current).toMatchObject({ data: ['second'], loading: false }));
  });

  it('says why a load failed, and asks again on Try again', async () => {
    const server = answers<string>();
    const view = harness.render(() => useLoaded(['test', 'fails'], () => server.load()));
    await act(async () =>
      (await server.next()).reject(new ApiError(500, 'The store is closed for stocktaking.')),
    );
    await vi.waitFor(() => expect(view.current?.error).toBe('The store is closed for stocktaking.'));
    expect(view.current?.data).toBeNull();
    act(() => view.current?.reload());
    await act(async () => (await server.next()).resolve('open'));
    await vi.waitFor(() => expect(view.current).toMatchObject({ data: 'open', error: null }));
  });

  it('pages a list by cursor, changes it in place, and asks again for every page it shows', async () => {
    const server = answers<Page<{ id: string }>>();
    const view = harness.render(() => usePagedList(['test', 'paged'], (cursor) => server.load(cursor)));
    const first = await server.next();
    expect(first.args).toEqual([null]);
    await act(async () => first.resolve({ items: [item('a'), item('b')], total: 3, next: 'c1' }));
    await vi.waitFor(() => expect(view.current?.data?.items).toHaveLength(2));

    let shown: Promise<boolean> | undefined;
    act(() => {
      shown = view.current?.showMore();
    });
    const second = await server.next();
    expect(second.args).toEqual(['c1']);
    await act(async () => second.resolve({ items: [item('c')], total: 0, next: null }));
    expect(await shown).toBe(true);
    await vi.waitFor(() =>
      expect(view.current?.data).toMatchObject({
        items: [item('a'), item('b'), item('c')],
        total: 3,
        next: null,
      }),
    );

    act(() =>
      (view.current as PagedLoaded<{ id: string }>).update((list) => ({
        ...list,
        items: list.items.filter((i) => i.id !== 'a'),
        total: list.total - 1,
      })),
    );
    await vi.waitFor(() =>
      expect(view.current?.data).toMatchObject({ items: [item('b'), item('c')], total: 2 }),
    );

    // Asking again walks the cursors of the pages shown, one after the other.
    act(() => view.current?.reload());
    const firstAgain = await server.next();
    expect(firstAgain.args).toEqual([null]);
    await act(async () => firstAgain.resolve({ items: [item('b'), item('c')], total: 2, next: 'c2' }));
    const secondAgain = await server.next();
    expect(secondAgain.args).toEqual(['c2']);
    await act(async () => secondAgain.resolve({ items: [item('d')], total: 0, next: null }));
    await vi.waitFor(() =>
      expect(view.current?.data).toMatchObject({ items: [item('b'), item('c'), item('d')], total: 2 }),
    );
  });

  it('refreshes an order’s list and its detail when the orders family is invalidated (after a refund)', async () => {
    const list = answers<string>();
    const detail = answers<string>();
    const filter = { q: '', status: '', from: '', to: '' };
    const views: { list?: Loaded<string>; detail?: Loaded<string> } = {};
    harness.render(() => {
      views.list = useLoaded(queryKeys.orderList(filter), () => list.load());
      views.detail = useLoaded(queryKeys.order('o1'), () => detail.load());
      return null;
    });
    await act(async () => (await list.next()).resolve('list 1'));
    await act(async () => (await detail.next()).resolve('detail 1'));
    await vi.waitFor(() => expect(views.detail?.data).toBe('detail 1'));

    await act(async () => {
      void harness.client.invalidateQueries({ queryKey: queryKeys.orders });
    });
    await act(async () => (await list.next()).resolve('list 2'));
    await act(async () => (await detail.next()).resolve('detail 2'));
    await vi.waitFor(() => expect([views.list?.data, views.detail?.data]).toEqual(['list 2', 'detail 2']));
  });
});
