import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '../api/api-error';

export interface Loaded<T> {
  /** The last answer; kept while a new request runs, so a list does not blink while the owner types. */
  data: T | null;
  loading: boolean;
  error: string | null;
  reload(): void;
  /** Changes the data in place after an action the server confirmed (a deletion, a read mark). */
  update(change: (data: T) => T): void;
}

/**
 * Loads data for a view and loads it again whenever `key` (what the request depends on) changes.
 * An answer that arrives after a newer request started is dropped.
 */
export function useLoader<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: string | null }>({
    data: null,
    loading: true,
    error: null,
  });
  const [version, setVersion] = useState(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and version are what a new request depends on
  useEffect(() => {
    let live = true;
    setState((current) => ({ ...current, loading: true, error: null }));
    latestLoad
      .current()
      .then((data) => live && setState({ data, loading: false, error: null }))
      .catch(
        (error: unknown) => live && setState((s) => ({ ...s, loading: false, error: describeError(error) })),
      );
    return () => {
      live = false;
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const update = useCallback(
    (change: (data: T) => T) => setState((s) => (s.data === null ? s : { ...s, data: change(s.data) })),
    [],
  );
  return { ...state, reload, update };
}

/** One page of a long list and how many items the whole list holds. */
export interface Page<T> {
  items: T[];
  total: number;
}

export interface PagedLoaded<T> extends Loaded<Page<T>> {
  /** Loads the next page and appends it; false when that failed (`moreError` says why). */
  showMore(): Promise<boolean>;
  moreError: string | null;
  loadingMore: boolean;
}

/** The list with the next page after it; items already shown (the list moved underneath) come once. */
export function appendPage<T extends { id: string }>(page: Page<T>, next: Page<T>): Page<T> {
  const known = new Set(page.items.map((item) => item.id));
  return { items: [...page.items, ...next.items.filter((item) => !known.has(item.id))], total: next.total };
}

/** A list loaded a page at a time: the first page as `useLoader` loads it, the others on request. */
export function usePagedLoader<T extends { id: string }>(
  key: string,
  loadPage: (offset: number) => Promise<Page<T>>,
): PagedLoaded<T> {
  const list = useLoader<Page<T>>(key, () => loadPage(0));
  const [more, setMore] = useState<{ loading: boolean; error: string | null }>({
    loading: false,
    error: null,
  });

  async function showMore(): Promise<boolean> {
    if (!list.data || more.loading) return false;
    setMore({ loading: true, error: null });
    try {
      const next = await loadPage(list.data.items.length);
      list.update((page) => appendPage(page, next));
      setMore({ loading: false, error: null });
      return true;
    } catch (error) {
      setMore({ loading: false, error: describeError(error) });
      return false;
    }
  }

  return { ...list, showMore, moreError: more.error, loadingMore: more.loading };
}

/** The value once it has stopped changing for `delayMs`: searches run when the owner pauses typing. */
export function useDebounced<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
