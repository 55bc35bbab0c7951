/**
 * The main navigation as a tree one level deep: pages and links in the owner's order, some shown
 * under another item. Shared by the server (the published menu) and the editor (its menu editor).
 */
export interface MenuEntry {
  kind: 'page' | 'link';
  id: string;
  title: string;
  /** A site path for a page, the address for a link. */
  href: string;
  newWindow: boolean;
  position: number;
  /** A store page (collection type products 13, spec 001 §3): the site sells, its header shows the cart. */
  store?: boolean;
}

export interface MenuNode extends MenuEntry {
  children: MenuEntry[];
}

/**
 * The menu's one total order. Pages and links share one sequence of positions, so a tie means data
 * written before that rule (or restored from an old version): it is broken the same way everywhere,
 * page before link, then by id, so the menu never changes order from one read to the next.
 */
export const compareMenuEntries = (
  a: Pick<MenuEntry, 'kind' | 'id' | 'position'>,
  b: Pick<MenuEntry, 'kind' | 'id' | 'position'>,
): number =>
  a.position - b.position ||
  (a.kind === b.kind ? 0 : a.kind === 'page' ? -1 : 1) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Builds the tree. A nested item whose parent is missing from the menu, or is itself nested, shows
 * at the top level: hiding or deleting a parent never hides its children.
 */
export function menuTree(entries: readonly MenuEntry[], parents: ReadonlyMap<string, string>): MenuNode[] {
  const sorted = [...entries].sort(compareMenuEntries);
  const ids = new Set(sorted.map((e) => e.id));
  const parentOf = (entry: MenuEntry): string | null => {
    const parent = parents.get(entry.id);
    if (!parent || parent === entry.id || !ids.has(parent)) return null;
    const grand = parents.get(parent);
    return grand && ids.has(grand) ? null : parent;
  };
  const top: MenuNode[] = [];
  const byId = new Map<string, MenuNode>();
  for (const entry of sorted) {
    if (parentOf(entry) !== null) continue;
    const node = { ...entry, children: [] };
    top.push(node);
    byId.set(entry.id, node);
  }
  for (const entry of sorted) {
    const parent = parentOf(entry);
    if (parent !== null) byId.get(parent)?.children.push(entry);
  }
  return top;
}
