import { type MenuEntry, menuTree } from '@atelier/domain';

/** One item of the main navigation as modules/navigation reads it (`readMenu`). */
export interface MenuItemState extends MenuEntry {
  parentId: string | null;
  /** Pages only: false while the page was never published, so visitors do not see it yet. */
  published: boolean;
}

/** An item of the menu in the review: a page or a link, with the items under it. */
export interface ReviewMenuItem {
  id: string;
  kind: 'page' | 'link';
  title: string;
  href: string;
  children: ReviewMenuItem[];
}

/** An item that joins, leaves or moves within the menu; `under` names its parent, if any. */
export interface MenuChange {
  id: string;
  kind: 'page' | 'link';
  title: string;
  under: string | null;
}

/** What publishing the whole site does to the main navigation visitors see. */
export interface MenuReview {
  changed: boolean;
  /** The menu visitors see now, in order, nested. */
  before: ReviewMenuItem[];
  /** The menu visitors will see after the publish. */
  after: ReviewMenuItem[];
  /** Items that join the menu (pages published for the first time). */
  added: MenuChange[];
  /** Items that leave it. */
  removed: MenuChange[];
  /** Items in both whose parent changes (`under` is the new one), e.g. under a page joining it. */
  moved: MenuChange[];
}

function tree(items: readonly MenuItemState[]): ReviewMenuItem[] {
  const parents = new Map<string, string>();
  for (const item of items) if (item.parentId) parents.set(item.id, item.parentId);
  const node = (entry: MenuEntry, children: ReviewMenuItem[]): ReviewMenuItem => ({
    id: entry.id,
    kind: entry.kind,
    title: entry.title,
    href: entry.href,
    children,
  });
  // The same tree the published site's header is built from (render/public.queries.ts).
  return menuTree(items, parents).map((top) =>
    node(
      top,
      top.children.map((child) => node(child, [])),
    ),
  );
}

/** Each item of a tree with the title of the item it sits under. */
function placesOf(items: readonly ReviewMenuItem[]): Map<string, MenuChange> {
  const places = new Map<string, MenuChange>();
  for (const top of items) {
    places.set(top.id, { id: top.id, kind: top.kind, title: top.title, under: null });
    for (const child of top.children)
      places.set(child.id, { id: child.id, kind: child.kind, title: child.title, under: top.title });
  }
  return places;
}

/**
 * Compares the main navigation visitors see now with the one they will see once the whole site is
 * published. Links, nesting and order show at once when the owner changes them; a page shows once
 * published, and a whole-site publish publishes every page. So the menu now holds the links and the
 * published pages, and the menu after holds every item, all with their current titles, as the
 * published header does.
 */
export function reviewMenu(items: readonly MenuItemState[]): MenuReview {
  const before = tree(items.filter((item) => item.kind === 'link' || item.published));
  const after = tree(items);
  const was = placesOf(before);
  const will = placesOf(after);
  const added = [...will.values()].filter((item) => !was.has(item.id));
  const removed = [...was.values()].filter((item) => !will.has(item.id));
  const moved = [...will.values()].filter((item) => {
    const earlier = was.get(item.id);
    return earlier !== undefined && earlier.under !== item.under;
  });
  return {
    changed: JSON.stringify(before) !== JSON.stringify(after),
    before,
    after,
    added,
    removed,
    moved,
  };
}
