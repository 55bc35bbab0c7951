import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId } from 'react';
import { richTextExtensions } from '../blocks/rich-text-editor';
import { RichTextToolbar } from '../blocks/rich-text-toolbar';
import { useStore } from './store-context';

/** A product's description as rich text (HTML), with the same toolbar as the text block. */
export function DescriptionField({ value, onChange }: { value: string; onChange(html: string): void }) {
  const { canEdit } = useStore();
  const labelId = useId();
  const editor = useEditor({
    extensions: richTextExtensions,
    injectCSS: false,
    editable: canEdit,
    content: value || '<p></p>',
    editorProps: {
      attributes: {
        class: 'rich-text__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
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
