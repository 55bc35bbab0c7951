import {
  type InfiniteData,
  keepPreviousData,
  QueryClient,
  type QueryKey,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { describeError } from '../api/api-error';

/**
 * The editor's one cache of server answers. A failed request says so at once with its Try again
 * (no silent retries), and a view asks again when it opens, not when the window takes focus.
 */
export function createEditorQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The keys of what the editor loads, one family per resource: invalidating a family's first parts
 * (`['store', 'orders']`) refreshes its lists and its details at once.
 */
export const queryKeys = {
  platformSites: ['platform', 'sites'] as const,
  templates: ['platform', 'templates'] as const,
  invitation: (token: string) => ['invitation', token] as const,
  site: ['site', 'settings'] as const,
  headerFooter: ['site', 'header-footer'] as const,
  menu: ['site', 'menu'] as const,
  pages: ['pages', 'list'] as const,
  storeSettings: ['store', 'settings'] as const,
  products: ['store', 'products'] as const,
  productList: (filter: { q: string; workflow: string; type: string }) =>
    ['store', 'products', 'list', filter] as const,
  product: (id: string) => ['store', 'products', 'detail', id] as const,
  productSearch: (q: string) => ['store', 'products', 'search', q] as const,
  orders: ['store', 'orders'] as const,
  orderList: (filter: { q: string; status: string; from: string; to: string }) =>
    ['store', 'orders', 'list', filter] as const,
  order: (id: string) => ['store', 'orders', 'detail', id] as const,
  inventory: ['store', 'inventory'] as const,
  coupons: ['store', 'coupons'] as const,
  media: ['media'] as const,
  mediaLists: ['media', 'list'] as const,
  mediaList: (filter: { q?: string; kind?: string; sort?: string }) => ['media', 'list', filter] as const,
  mediaItem: (id: string) => ['media', 'item', id] as const,
  /** The pages that use a file (asked before deleting it). */
  mediaUsage: (id: string) => ['media', 'usage', id, 'pages'] as const,
  /** Whether visitors can open the file somewhere. */
  mediaShownPublicly: (id: string) => ['media', 'usage', id, 'public'] as const,
  forms: ['forms'] as const,
  formNames: ['forms', 'names'] as const,
  submissions: (formId: string) => ['forms', formId, 'submissions'] as const,
  submissionList: (formId: string, q: string) => ['forms', formId, 'submissions', q] as const,
  subscribers: ['newsletter', 'subscribers'] as const,
  subscriberList: (q: string, status: string) => ['newsletter', 'subscribers', q, status] as const,
  outbox: ['outbox'] as const,
  outboxMessage: (id: string) => ['outbox', id] as const,
  /** The site's members (visitors' accounts) and member areas. */
  members: ['members'] as const,
  memberList: (filter: { q: string; area: string; verified: string; joinedFrom: string; joinedTo: string }) =>
    ['members', 'list', filter] as const,
  member: (id: string) => ['members', 'detail', id] as const,
  memberAreas: ['members', 'areas'] as const,
  analytics: (from: string, to: string) => ['analytics', from, to] as const,
  consentLog: (query: unknown) => ['consent', 'log', query] as const,
  cookieBanner: ['consent', 'banner'] as const,
  domains: ['site', 'domains'] as const,
  people: ['site', 'people'] as const,
  publishReview: ['site', 'publish-review'] as const,
  siteVersions: ['site', 'versions'] as const,
  siteVersion: (number: number) => ['site', 'versions', number] as const,
  siteStyles: ['site', 'styles'] as const,
  siteSeo: ['site', 'seo'] as const,
  pageDraft: (pageId: string) => ['pages', pageId, 'draft'] as const,
  fontFamilies: ['styles', 'fonts'] as const,
  /** The site's languages and translation provider; the status counts what is translated. */
  languageSettings: ['languages', 'settings'] as const,
  translationStatus: ['languages', 'status'] as const,
  /** The site's own texts in one language (the key is followed by the tag). */
  siteTexts: ['languages', 'site-texts'] as const,
  templateStyles: ['styles', 'templates'] as const,
};

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
 * Loads data for a view under `key` (what the request depends on) and again whenever the key
 * changes, keeping the previous answer on screen meanwhile; an answer to an older key is not shown.
 */
export function useLoaded<T>(key: QueryKey, load: () => Promise<T>, options: { enabled?: boolean } = {}) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: key,
    queryFn: load,
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
  const loaded: Loaded<T> = {
    data: query.data ?? null,
    loading: query.isFetching || (query.isPending && options.enabled !== false),
    error: query.error ? describeError(query.error) : null,
    reload: () => void query.refetch(),
    update: (change) => client.setQueryData<T>(key, (data) => (data === undefined ? data : change(data))),
  };
  return loaded;
}

/**
 * A long list as loaded so far: its items, how many it holds (counted by the server up to 1,000
 * with the first page; `totalCapped` past that) and the cursor of the page after the last one
 * loaded (null once every item is shown). Lists page by key, so the next page costs what the first did.
 */
export interface Page<T> {
  items: T[];
  total: number;
  totalCapped?: boolean;
  next: string | null;
}

export interface PagedLoaded<T> extends Loaded<Page<T>> {
  /** Loads the next page and appends it; false when that failed (`moreError` says why). */
  showMore(): Promise<boolean>;
  moreError: string | null;
  loadingMore: boolean;
}

/**
 * The list with the next page after it: the count stays the first page's (later pages carry none),
 * the cursor is the new page's; items already shown (the list moved underneath) come once.
 */
export function appendPage<T extends { id: string }>(page: Page<T>, next: Page<T>): Page<T> {
  const known = new Set(page.items.map((item) => item.id));
  return {
    items: [...page.items, ...next.items.filter((item) => !known.has(item.id))],
    total: page.total,
    totalCapped: page.totalCapped,
    next: next.next,
  };
}

/** The pages loaded so far as one list. */
export function mergePages<T extends { id: string }>(pages: readonly Page<T>[]): Page<T> | null {
  const [first, ...rest] = pages;
  return first ? rest.reduce(appendPage, first) : null;
}

/**
 * A change of the whole list (an item replaced or removed, the count moved) put back into the pages
 * it came from, so asking again later still walks the same cursors: each page keeps its own items
 * as changed, the first page takes the count, items the change added go to the last page.
 */
export function spreadChange<T extends { id: string }>(
  pages: readonly Page<T>[],
  change: (list: Page<T>) => Page<T>,
): Page<T>[] {
  const merged = mergePages(pages);
  if (!merged) return [...pages];
  const changed = change(merged);
  const byId = new Map(changed.items.map((item) => [item.id, item]));
  const placed = new Set<string>();
  const spread = pages.map((page, index) => {
    const items: T[] = [];
    for (const item of page.items) {
      const now = byId.get(item.id);
      if (!now || placed.has(item.id)) continue;
      placed.add(item.id);
      items.push(now);
    }
    return index === 0
      ? { ...page, items, total: changed.total, totalCapped: changed.totalCapped }
      : { ...page, items };
  });
  const added = changed.items.filter((item) => !placed.has(item.id));
  const last = spread[spread.length - 1];
  if (added.length > 0 && last) last.items = [...last.items, ...added];
  return spread;
}

/** A list loaded a page at a time: the first page under `key`, the next ones by cursor on request. */
export function usePagedList<T extends { id: string }>(
  key: QueryKey,
  loadPage: (cursor: string | null) => Promise<Page<T>>,
): PagedLoaded<T> {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => loadPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });
  const moreFailed = query.isFetchNextPageError;
  return {
    data: query.data ? mergePages(query.data.pages) : null,
    loading: query.isFetching && !query.isFetchingNextPage,
    error: query.error && !moreFailed ? describeError(query.error) : null,
    reload: () => void query.refetch(),
    update: (change) =>
      client.setQueryData<InfiniteData<Page<T>, string | null>>(key, (data) =>
        data === undefined ? data : { ...data, pages: spreadChange(data.pages, change) },
      ),
    async showMore() {
      if (!query.hasNextPage || query.isFetchingNextPage) return false;
      const result = await query.fetchNextPage();
      return !result.isFetchNextPageError && !result.isError;
    },
    moreError: moreFailed && query.error ? describeError(query.error) : null,
    loadingMore: query.isFetchingNextPage,
  };
}
