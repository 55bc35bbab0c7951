import type { ProseMirrorNode } from '@atelier/domain';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId } from 'react';
import { richTextExtensions } from '../blocks/rich-text-extensions';
import { RichTextToolbar } from '../blocks/rich-text-toolbar';
import { useStore } from './store-context';

const escapeText = (text: string) =>
  text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));

/**
 * What the editor starts from: the rich document, else a description written before rich text
 * (markup an earlier editor stored is parsed into the same schema; plain text becomes paragraphs).
 */
export function initialContent(doc: ProseMirrorNode | null, text: string): ProseMirrorNode | string {
  if (doc) return doc;
  if (!text.trim()) return '<p></p>';
  if (/<\/?[a-z][^>]*>/i.test(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeText(p.trim())}</p>`)
    .join('');
}

interface DescriptionFieldProps {
  doc: ProseMirrorNode | null;
  text: string;
  /** The document, or null when the owner emptied it. */
  onChange(doc: ProseMirrorNode | null): void;
}

/** A product's description as rich text, with the text block's model and toolbar. */
export function DescriptionField({ doc, text, onChange }: DescriptionFieldProps) {
  const { canEdit } = useStore();
  const labelId = useId();
  const editor = useEditor({
    extensions: richTextExtensions,
    injectCSS: false,
    editable: canEdit,
    content: initialContent(doc, text),
    editorProps: {
      attributes: {
        class: 'rich-text__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    onUpdate: ({ editor: current }) =>
      onChange(current.isEmpty ? null : (current.getJSON() as ProseMirrorNode)),
  });
  useEffect(() => {
    editor?.setEditable(canEdit);
  }, [editor, canEdit]);
  return (
    <div className="rich-text">
      <span id={labelId} className="field__label">
        Description
      </span>
      {canEdit ? <RichTextToolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
