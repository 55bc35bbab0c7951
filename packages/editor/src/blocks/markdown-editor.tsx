import { MARKDOWN_LIMITS } from '@atelier/domain';
import { TextAreaField } from '../shared/fields';
import { type BlockEditorProps, text } from './block-editor-props';

/**
 * Settings of the Markdown block (type 44): its source. The site shows it as rich text (headings,
 * lists, links, emphasis, code, quotations); HTML in it shows as the characters typed.
 */
export function MarkdownEditor({ settings, onChange }: BlockEditorProps) {
  return (
    <div className="markdown-editor stack stack--tight">
      <TextAreaField
        label="Markdown"
        hint="# Heading, **bold**, *italic*, [link](https://…), - list, > quotation, `code`. HTML shows as typed, not run."
        className="field__input field__input--area field__input--code"
        rows={12}
        maxLength={MARKDOWN_LIMITS.text}
        value={text(settings.text)}
        onChange={(e) => onChange({ ...settings, text: e.target.value })}
      />
    </div>
  );
}
