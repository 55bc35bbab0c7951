import type { ProseMirrorNode } from '@atelier/domain';
import { generateJSON } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * Only the nodes and marks the html block stores (block-settings.ts): paragraphs, headings 1 to
 * 4, lists, quotes, line breaks; bold, italic, links and code. Anything else would be refused
 * by the server when the draft is saved.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4] },
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    trailingNode: false,
    // Links open in the same tab unless the owner asks for a new one (the link form's checkbox).
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null },
    },
  }),
];

/**
 * The block document for markup the owner edited in place in the preview frame. The markup is
 * parsed into a detached document (no script or handler runs) and kept to the schema above.
 */
export const richTextFromHtml = (html: string): ProseMirrorNode =>
  generateJSON(html, richTextExtensions) as ProseMirrorNode;
