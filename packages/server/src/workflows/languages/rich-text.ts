import type { ProseMirrorNode } from '@atelier/domain';

/**
 * Machine translation of rich text: each text node of a ProseMirror document is translated on its
 * own, so its marks (bold, links) and the document's structure stay exactly as they are. The
 * spaces around a node's words are kept as written: services trim them, and they separate the
 * words of neighbouring nodes.
 */

/** The texts of a document's text nodes that hold words, in document order. */
export function textNodesOf(doc: ProseMirrorNode): string[] {
  const texts: string[] = [];
  const walk = (node: ProseMirrorNode) => {
    if (typeof node.text === 'string' && node.text.trim()) texts.push(node.text.trim());
    for (const child of node.content ?? []) walk(child);
  };
  walk(doc);
  return texts;
}

/** A copy of the document with its text nodes' words replaced, in document order, by `translated`. */
export function withTextNodes(doc: ProseMirrorNode, translated: readonly string[]): ProseMirrorNode {
  let next = 0;
  const walk = (node: ProseMirrorNode): ProseMirrorNode => {
    const copy: ProseMirrorNode = { ...node };
    if (typeof node.text === 'string' && node.text.trim()) {
      const [, before = '', after = ''] = /^(\s*)[\s\S]*?(\s*)$/.exec(node.text) ?? [];
      copy.text = `${before}${translated[next++] ?? node.text.trim()}${after}`;
    }
    if (node.content) copy.content = node.content.map(walk);
    return copy;
  };
  return walk(doc);
}
