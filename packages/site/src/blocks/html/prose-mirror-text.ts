import { isRecord } from '../settings-guards';

const MAX_DEPTH = 48;
const INLINE_NODES = new Set(['text', 'hardBreak']);

/** The words of a ProseMirror JSON document, one line per paragraph, heading or list item. */
export function proseMirrorText(doc: unknown): string {
  const lines: string[] = [];
  collect(doc, 0, lines);
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

function collect(node: unknown, depth: number, lines: string[]): void {
  if (!isRecord(node) || depth > MAX_DEPTH || !Array.isArray(node.content)) return;
  const hasInline = node.content.some((child) => isRecord(child) && INLINE_NODES.has(String(child.type)));
  if (hasInline) {
    lines.push(node.content.map(inlineText).join(''));
    return;
  }
  for (const child of node.content) collect(child, depth + 1, lines);
}

function inlineText(node: unknown): string {
  if (!isRecord(node)) return '';
  if (node.type === 'hardBreak') return ' ';
  return node.type === 'text' && typeof node.text === 'string' ? node.text : '';
}
