import type { PageDocument } from '@atelier/domain';
import { pagePath } from './pages.model';
import type { PageWithLiveVersion } from './site-versions.queries';

/** One live page inside a site version. */
export interface SnapshotPage {
  id: string;
  title: string;
  slug: string;
  navigation: string;
  position: number;
  version: number;
  /** Kept so a restored page stays locked; never sent to the editor. */
  passwordHash: string | null;
  document: PageDocument;
  /** Collection type (10 page, 13 store page); absent in versions from before store pages: 10. */
  collectionType?: number;
  /** A store page's choice of products (JSON), restored with it. */
  storeSelection?: string | null;
}

/** What visitors could see after one publish: every live page. */
export interface SiteSnapshot {
  pages: SnapshotPage[];
  /** What was live of the site's other parts, by name (e.g. `styles`); absent in older versions. */
  parts?: Record<string, unknown>;
}

export interface PageRef {
  id: string;
  title: string;
  path: string;
}

/**
 * What a publish of the whole site would change in its pages, for the owner to review first. The
 * menu's part needs the navigation's links and nesting: workflows/sites/publish-menu-review.ts.
 */
export interface PublishReview {
  added: PageRef[];
  changed: (PageRef & { what: ('content' | 'title')[] })[];
  removed: PageRef[];
  hasChanges: boolean;
}

export function liveSnapshot(rows: readonly PageWithLiveVersion[]): SiteSnapshot {
  return {
    pages: rows
      .filter((row) => row.published_version !== null && row.live_document !== null)
      .map((row) => ({
        id: row.id,
        title: row.live_title ?? row.title,
        slug: row.slug,
        navigation: row.navigation,
        position: row.position,
        version: row.published_version ?? 0,
        passwordHash: row.password_hash,
        document: JSON.parse(row.live_document ?? '{"sections":[]}') as PageDocument,
        collectionType: row.collection_type,
        storeSelection: row.store_selection,
      })),
  };
}

/** A page needs publishing when it never was, or its draft or title moved on since. */
export const needsPublishing = (row: PageWithLiveVersion): boolean =>
  row.published_version === null ||
  row.published_revision !== row.draft_revision ||
  row.live_title !== row.title;

const ref = (row: { id: string; title: string; slug: string }): PageRef => ({
  id: row.id,
  title: row.title,
  path: pagePath(row.slug),
});

/**
 * Compares the drafts with what visitors see now. Pages deleted since the last publish are gone
 * from the site already; they are listed so the owner knows the history holds them.
 */
export function reviewChanges(
  rows: readonly PageWithLiveVersion[],
  last: SiteSnapshot | null,
): PublishReview {
  const current = new Set(rows.map((r) => r.id));
  const added = rows.filter((r) => r.published_version === null).map(ref);
  const changed = rows
    .filter((r) => r.published_version !== null && needsPublishing(r))
    .map((r) => {
      const what: ('content' | 'title')[] = [];
      if (r.published_revision !== r.draft_revision) what.push('content');
      if (r.live_title !== r.title) what.push('title');
      return { ...ref(r), what };
    });
  const removed = (last?.pages ?? []).filter((p) => !current.has(p.id)).map(ref);
  return {
    added,
    changed,
    removed,
    hasChanges: added.length > 0 || changed.length > 0 || removed.length > 0,
  };
}
