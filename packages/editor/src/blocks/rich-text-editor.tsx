import type { ProseMirrorNode } from '@atelier/domain';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import type { BlockEditorProps } from './block-editor-props';
import { RichTextToolbar } from './rich-text-toolbar';

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

const sameDoc = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function RichTextEditor({ settings, onChange }: BlockEditorProps) {
  const labelId = useId();
  // The document this editor last reported; a different one arriving means it was replaced from
  // outside (another owner's save was reloaded) and the editor must show it.
  const emitted = useRef<unknown>(settings.doc);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  const editor = useEditor({
    extensions: richTextExtensions,
    // Tiptap would add a <style> element, which the editor's content security policy refuses;
    // the same rules live in editor.css.
    injectCSS: false,
    content: (settings.doc as ProseMirrorNode | undefined) ?? {
      type: 'doc',
      content: [{ type: 'paragraph' }],
    },
    editorProps: {
      attributes: {
        class: 'rich-text__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    onUpdate: ({ editor: current }) => {
      const doc = current.getJSON();
      emitted.current = doc;
      onChangeRef.current({ ...settingsRef.current, doc });
    },
  });

  useEffect(() => {
    if (!editor || settings.doc === emitted.current) return;
    emitted.current = settings.doc;
    if (!sameDoc(settings.doc, editor.getJSON())) {
      editor.commands.setContent(settings.doc as ProseMirrorNode, { emitUpdate: false });
    }
  }, [editor, settings.doc]);

  return (
    <div className="rich-text">
      <span id={labelId} className="field__label">
        Text
      </span>
      <RichTextToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
