/** The menu editor's order rules: a list of items, each top-level or under a top-level item. */
export interface MenuRow {
  id: string;
  parentId: string | null;
}

interface Tree<R> {
  item: R;
  children: R[];
}

function toTree<R extends MenuRow>(rows: readonly R[]): Tree<R>[] {
  const top: Tree<R>[] = [];
  for (const row of rows) {
    const parent = row.parentId ? top.find((t) => t.item.id === row.parentId) : undefined;
    if (parent) parent.children.push(row);
    else top.push({ item: { ...row, parentId: null }, children: [] });
  }
  return top;
}

const flatten = <R extends MenuRow>(tree: readonly Tree<R>[]): R[] =>
  tree.flatMap((t) => [t.item, ...t.children.map((c) => ({ ...c, parentId: t.item.id }))]);

/** Rows in menu order: each top-level item followed by its children. */
export const menuOrder = <R extends MenuRow>(rows: readonly R[]): R[] => flatten(toTree(rows));

/** One place up (-1) or down (1) among its siblings; null at an edge. */
export function stepMenuItem<R extends MenuRow>(
  rows: readonly R[],
  id: string,
  direction: -1 | 1,
): R[] | null {
  const tree = toTree(rows);
  const topIndex = tree.findIndex((t) => t.item.id === id);
  const swap = <T>(list: T[], from: number) => {
    const to = from + direction;
    if (to < 0 || to >= list.length) return false;
    [list[from], list[to]] = [list[to]!, list[from]!];
    return true;
  };
  if (topIndex >= 0) return swap(tree, topIndex) ? flatten(tree) : null;
  const parent = tree.find((t) => t.children.some((c) => c.id === id));
  if (!parent) return null;
  return swap(
    parent.children,
    parent.children.findIndex((c) => c.id === id),
  )
    ? flatten(tree)
    : null;
}

/** Puts a top-level item under the item above it (one level only); null when it cannot go. */
export function indentMenuItem<R extends MenuRow>(rows: readonly R[], id: string): R[] | null {
  const tree = toTree(rows);
  const index = tree.findIndex((t) => t.item.id === id);
  const target = tree[index];
  if (index <= 0 || !target || target.children.length > 0) return null;
  tree[index - 1]!.children.push(target.item);
  tree.splice(index, 1);
  return flatten(tree);
}

/** Brings a nested item back to the top level, right after its parent; null when it is not nested. */
export function outdentMenuItem<R extends MenuRow>(rows: readonly R[], id: string): R[] | null {
  const tree = toTree(rows);
  const parentIndex = tree.findIndex((t) => t.children.some((c) => c.id === id));
  const parent = tree[parentIndex];
  if (!parent) return null;
  const child = parent.children.find((c) => c.id === id)!;
  parent.children = parent.children.filter((c) => c.id !== id);
  tree.splice(parentIndex + 1, 0, { item: { ...child, parentId: null }, children: [] });
  return flatten(tree);
}
