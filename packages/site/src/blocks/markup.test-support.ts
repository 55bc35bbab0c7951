import { type Document, Window } from 'happy-dom';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

// Parsing, not regular expressions, so assertions do not depend on attribute order or spacing.
const window = new Window({
  settings: { disableJavaScriptFileLoading: true, disableJavaScriptEvaluation: true },
});

export function parseHtml(html: string): Document {
  return new window.DOMParser().parseFromString(html, 'text/html');
}

/** Server-renders a tree and parses it back as a visitor's browser would. */
export function renderMarkup(tree: ReactNode): { html: string; document: Document } {
  const html = renderToString(tree);
  return { html, document: parseHtml(html) };
}
