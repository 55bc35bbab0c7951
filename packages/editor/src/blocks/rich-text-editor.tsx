import type { ProseMirrorNode } from '@atelier/domain';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef } from 'react';
import type { BlockEditorProps } from './block-editor-props';
import { richTextExtensions as extensions } from './rich-text-extensions';
import { RichTextToolbar } from './rich-text-toolbar';

const sameDoc = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface RichTextEditorProps extends BlockEditorProps {
  /** What the field is called; "Text" for a text block. */
  label?: string;
  /** The language the owner writes in here, when it is not the page's own. */
  lang?: string;
}

export function RichTextEditor({ settings, onChange, label = 'Text', lang }: RichTextEditorProps) {
  const labelId = useId();
  // The document this editor last reported; a different one arriving means it was replaced from
  // outside (another owner's save was reloaded) and the editor must show it.
  const emitted = useRef<unknown>(settings.doc);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  const editor = useEditor({
    extensions,
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
        ...(lang ? { lang } : {}),
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
        {label}
      </span>
      <RichTextToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
