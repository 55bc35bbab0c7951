import type { ProseMirrorNode } from '@atelier/domain';
import MarkdownIt, { type Token } from 'markdown-it';

type Mark = NonNullable<ProseMirrorNode['marks']>[number];

/**
 * CommonMark with raw HTML off (`<b>` stays the characters `<b>`), bare addresses linked, and
 * tables off: rich text has no table, so a table's lines read as the text they are. Nesting is
 * bounded well under the rich-text renderer's own bound.
 */
const parser = /* @__PURE__ */ (() => {
  const md = new MarkdownIt('default', { html: false, linkify: true, typographer: false, maxNesting: 24 });
  md.disable('table');
  return md;
})();

const BLOCK_NODES: Record<string, (token: Token) => ProseMirrorNode> = {
  paragraph_open: () => ({ type: 'paragraph' }),
  heading_open: (token) => ({ type: 'heading', attrs: { level: Number(token.tag.slice(1)) || 2 } }),
  bullet_list_open: () => ({ type: 'bulletList' }),
  ordered_list_open: (token) => {
    const start = Number(token.attrGet('start') ?? 1);
    return { type: 'orderedList', attrs: Number.isInteger(start) && start !== 1 ? { start } : {} };
  },
  list_item_open: () => ({ type: 'listItem' }),
  blockquote_open: () => ({ type: 'blockquote' }),
};

const MARKS: Record<string, string> = { strong_open: 'bold', em_open: 'italic', s_open: 'strike' };

const append = (node: ProseMirrorNode, child: ProseMirrorNode) => {
  node.content = [...(node.content ?? []), child];
};

/** Text under the marks open at this point, or nothing for an empty text. */
function textNode(text: string, marks: readonly Mark[]): ProseMirrorNode | null {
  if (!text) return null;
  return marks.length
    ? { type: 'text', text, marks: marks.map((mark) => ({ ...mark })) }
    : { type: 'text', text };
}

/** A paragraph's or heading's inline tokens as text nodes with marks and hard breaks. */
function inlineNodes(tokens: readonly Token[]): ProseMirrorNode[] {
  const nodes: ProseMirrorNode[] = [];
  const marks: Mark[] = [];
  const push = (node: ProseMirrorNode | null) => {
    if (node) nodes.push(node);
  };
  for (const token of tokens) {
    const mark = MARKS[token.type];
    if (mark) marks.push({ type: mark });
    else if (token.type.endsWith('_close') && token.type !== 'link_close') {
      const name = MARKS[token.type.replace(/_close$/, '_open')];
      const at = marks.map((m) => m.type).lastIndexOf(name ?? '');
      if (at >= 0) marks.splice(at, 1);
    } else if (token.type === 'link_open')
      marks.push({ type: 'link', attrs: { href: token.attrGet('href') ?? '' } });
    else if (token.type === 'link_close') {
      const at = marks.map((m) => m.type).lastIndexOf('link');
      if (at >= 0) marks.splice(at, 1);
    } else if (token.type === 'text') push(textNode(token.content, marks));
    else if (token.type === 'code_inline') push(textNode(token.content, [...marks, { type: 'code' }]));
    else if (token.type === 'softbreak') push(textNode(' ', marks));
    else if (token.type === 'hardbreak') nodes.push({ type: 'hardBreak' });
    // An image becomes its description: rich text shows no pictures of its own.
    else if (token.type === 'image') push(textNode(inlineText(token.children ?? []), marks));
  }
  return nodes;
}

const inlineText = (tokens: readonly Token[]): string =>
  tokens.map((token) => (token.children ? inlineText(token.children) : token.content)).join('');

/**
 * Markdown as the rich-text document a Text block holds (Tiptap's nodes and marks), so that it
 * renders through the same renderer: headings, paragraphs, lists, quotations, code, rules, links
 * (their addresses checked again when rendered), bold, italic, strikethrough and inline code.
 */
export function markdownDocument(source: string): ProseMirrorNode {
  const doc: ProseMirrorNode = { type: 'doc', content: [] };
  const open: ProseMirrorNode[] = [doc];
  for (const token of parser.parse(source, {})) {
    const parent = open.at(-1)!;
    const make = BLOCK_NODES[token.type];
    if (make) {
      const node = make(token);
      append(parent, node);
      open.push(node);
    } else if (token.type.endsWith('_close')) {
      if (open.length > 1) open.pop();
    } else if (token.type === 'inline') {
      const content = inlineNodes(token.children ?? []);
      if (content.length) parent.content = [...(parent.content ?? []), ...content];
    } else if (token.type === 'fence' || token.type === 'code_block') {
      const code = token.content.replace(/\n$/, '');
      append(parent, { type: 'codeBlock', content: code ? [{ type: 'text', text: code }] : [] });
    } else if (token.type === 'hr') append(parent, { type: 'horizontalRule' });
  }
  return doc;
}
