/**
 * Where a block or section dragged in the editor's preview frame would land, read from the page's
 * own markup: sections carry data-section-id, columns of a multi-column section data-column, blocks
 * data-block-id. Indexes count the blocks (or sections) as they are once the dragged one has left,
 * which is what the editor's move operations expect.
 */

export interface BlockDrop {
  sectionId: string;
  column: number;
  index: number;
  /** Where to draw the drop line, in viewport coordinates. */
  line: { left: number; top: number; width: number };
  /** The element the dragged block goes into, and the block it goes before (null: the end). */
  container: Element;
  before: Element | null;
}

export interface SectionDrop {
  index: number;
  line: { left: number; top: number; width: number };
  before: Element | null;
}

const GAP = 6;

/** The first page element under the point that is not part of the editor's own overlay. */
function pageElementAt(doc: Document, x: number, y: number, overlay: Element): Element | null {
  for (const element of doc.elementsFromPoint(x, y)) {
    if (!overlay.contains(element)) return element;
  }
  return null;
}

const sectionsOf = (doc: Document) => [...doc.querySelectorAll<HTMLElement>('[data-section-id]')];

/** The section under the point, or the one nearest to it vertically when the point is outside all. */
function sectionAt(doc: Document, x: number, y: number, overlay: Element): HTMLElement | null {
  const under = pageElementAt(doc, x, y, overlay)?.closest<HTMLElement>('[data-section-id]');
  if (under) return under;
  let best: HTMLElement | null = null;
  let distance = Number.POSITIVE_INFINITY;
  for (const section of sectionsOf(doc)) {
    const rect = section.getBoundingClientRect();
    const d = y < rect.top ? rect.top - y : y > rect.bottom ? y - rect.bottom : 0;
    if (d < distance) {
      distance = d;
      best = section;
    }
  }
  // Far above or below every section (the header, the footer) is no place to drop.
  return distance <= 48 ? best : null;
}

/** The column of the section nearest the point horizontally, or the section's inner box. */
function containerAt(section: HTMLElement, x: number): { element: Element; column: number } {
  const columns = [...section.querySelectorAll<HTMLElement>('[data-column]')].filter(
    (c) => c.closest('[data-section-id]') === section,
  );
  if (columns.length === 0) {
    return { element: section.querySelector('.page-section__inner') ?? section, column: 0 };
  }
  let best = columns[0]!;
  let distance = Number.POSITIVE_INFINITY;
  for (const column of columns) {
    const rect = column.getBoundingClientRect();
    const d = x < rect.left ? rect.left - x : x > rect.right ? x - rect.right : 0;
    if (d < distance) {
      distance = d;
      best = column;
    }
  }
  return { element: best, column: Number(best.dataset.column) || 0 };
}

const middle = (rect: DOMRect) => rect.top + rect.height / 2;

export function blockDropAt(
  doc: Document,
  dragged: Element,
  x: number,
  y: number,
  overlay: Element,
): BlockDrop | null {
  const section = sectionAt(doc, x, y, overlay);
  const sectionId = section?.dataset.sectionId;
  if (!section || !sectionId) return null;
  const { element, column } = containerAt(section, x);
  const blocks = [...element.querySelectorAll('[data-block-id]')].filter(
    (b) => b !== dragged && b.parentElement?.closest('[data-block-id]') == null,
  );
  const index = blocks.filter((b) => middle(b.getBoundingClientRect()) < y).length;
  const box = element.getBoundingClientRect();
  const before = blocks[index] ?? null;
  let top: number;
  if (before) top = before.getBoundingClientRect().top - GAP;
  else if (blocks.length) top = blocks[blocks.length - 1]!.getBoundingClientRect().bottom + GAP;
  else top = box.top + GAP;
  return {
    sectionId,
    column,
    index,
    line: { left: box.left, top, width: box.width },
    container: before?.parentElement ?? element,
    before,
  };
}

export function sectionDropAt(
  doc: Document,
  dragged: Element,
  x: number,
  y: number,
  overlay: Element,
): SectionDrop | null {
  if (!sectionAt(doc, x, y, overlay)) return null;
  const sections = sectionsOf(doc).filter((s) => s !== dragged);
  const index = sections.filter((s) => middle(s.getBoundingClientRect()) < y).length;
  const before = sections[index] ?? null;
  const ref = (before ?? sections[sections.length - 1] ?? dragged).getBoundingClientRect();
  return {
    index,
    line: { left: ref.left, top: before ? ref.top : ref.bottom, width: ref.width },
    before,
  };
}
