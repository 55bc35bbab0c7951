import { Fragment, type ReactNode } from 'react';
import { safeHref } from '../safe-href';
import { isRecord } from '../settings-guards';

// Stored documents come from the editor but are still outside our control; a bound on nesting
// keeps a hostile document from exhausting the stack of the rendering process.
const MAX_DEPTH = 48;

interface Mark {
  type: string;
  attrs: Record<string, unknown>;
}

/**
 * Turns a ProseMirror JSON document into React elements. Only known nodes and marks become
 * elements; nothing is ever passed through as HTML. Returns null when `doc` is not a document.
 */
export function renderRichText(doc: unknown): ReactNode {
  if (!isRecord(doc) || doc.type !== 'doc') return null;
  return renderChildren(doc, 0);
}

function renderChildren(node: Record<string, unknown>, depth: number): ReactNode[] {
  if (!Array.isArray(node.content) || depth >= MAX_DEPTH) return [];
  return node.content.map((child, index) => renderNode(child, depth + 1, index));
}

function renderNode(node: unknown, depth: number, key: number): ReactNode {
  if (!isRecord(node)) return null;
  const attrs = isRecord(node.attrs) ? node.attrs : {};
  switch (node.type) {
    case 'text':
      return typeof node.text === 'string' ? applyMarks(node.text, readMarks(node.marks), key) : null;
    case 'paragraph':
      return <p key={key}>{renderChildren(node, depth)}</p>;
    case 'heading':
      return renderHeading(headingLevel(attrs.level), renderChildren(node, depth), key);
    case 'bulletList':
      return <ul key={key}>{renderChildren(node, depth)}</ul>;
    case 'orderedList':
      return (
        <ol key={key} start={listStart(attrs.start)}>
          {renderChildren(node, depth)}
        </ol>
      );
    case 'listItem':
      return <li key={key}>{renderChildren(node, depth)}</li>;
    case 'blockquote':
      return <blockquote key={key}>{renderChildren(node, depth)}</blockquote>;
    case 'codeBlock':
      return (
        <pre key={key}>
          <code>{renderChildren(node, depth)}</code>
        </pre>
      );
    case 'hardBreak':
      return <br key={key} />;
    case 'horizontalRule':
      return <hr key={key} />;
    default:
      // A node this renderer does not know (a newer editor extension) keeps its text visible.
      return Array.isArray(node.content) ? <span key={key}>{renderChildren(node, depth)}</span> : null;
  }
}

function renderHeading(level: 1 | 2 | 3 | 4, children: ReactNode[], key: number): ReactNode {
  if (level === 1) return <h1 key={key}>{children}</h1>;
  if (level === 2) return <h2 key={key}>{children}</h2>;
  if (level === 3) return <h3 key={key}>{children}</h3>;
  return <h4 key={key}>{children}</h4>;
}

function headingLevel(raw: unknown): 1 | 2 | 3 | 4 {
  if (typeof raw !== 'number' || !Number.isInteger(raw)) return 2;
  if (raw <= 1) return 1;
  if (raw >= 4) return 4;
  return raw as 2 | 3;
}

function listStart(raw: unknown): number | undefined {
  return typeof raw === 'number' && Number.isInteger(raw) && raw !== 1 ? raw : undefined;
}

function readMarks(raw: unknown): Mark[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((mark) =>
    isRecord(mark) && typeof mark.type === 'string'
      ? [{ type: mark.type, attrs: isRecord(mark.attrs) ? mark.attrs : {} }]
      : [],
  );
}

/** The first mark is the outermost element, as ProseMirror serialises them. */
function applyMarks(text: string, marks: Mark[], key: number): ReactNode {
  let content: ReactNode = text;
  for (let index = marks.length - 1; index >= 0; index--) {
    content = wrapInMark(content, marks[index]!);
  }
  return <Fragment key={key}>{content}</Fragment>;
}

function wrapInMark(content: ReactNode, mark: Mark): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{content}</strong>;
    case 'italic':
      return <em>{content}</em>;
    case 'code':
      return <code>{content}</code>;
    case 'strike':
      return <s>{content}</s>;
    case 'underline':
      return <u>{content}</u>;
    case 'link':
      return wrapInLink(content, mark.attrs);
    default:
      return content;
  }
}

function wrapInLink(content: ReactNode, attrs: Record<string, unknown>): ReactNode {
  const link = safeHref(attrs.href);
  // A refused address (javascript:, data:, ...) leaves the words in place, unlinked.
  if (!link) return content;
  const newWindow = attrs.target === '_blank';
  return (
    <a
      href={link.href}
      target={newWindow ? '_blank' : undefined}
      rel={link.external || newWindow ? 'noopener' : undefined}
    >
      {content}
    </a>
  );
}
