/**
 * Adds a style element once per id. Runtime widgets bring their own few rules because the page
 * stylesheet belongs to the theme and must not need to know about them.
 */
export function injectStyle(id: string, css: string, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.append(style);
}

let lastId = 0;
/** A document-unique id for aria references. */
export const uniqueId = (prefix: string): string => `${prefix}-${++lastId}`;
