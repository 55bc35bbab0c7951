import { IMAGE_BLOCK_LIMITS, type ProseMirrorNode } from '@atelier/domain';
import { type BlockEditorProps, text, withOptional } from '../blocks/block-editor-props';
import { RichTextEditor } from '../blocks/rich-text-editor';
import { TextField } from '../shared/fields';
import { LinkField } from '../shared/link-field';

/**
 * The words of the image designs other than inline: a title, a text written as in a text block
 * (bold, italic, links, lists) and an optional button, its link checked as a Button block's.
 */
export function ImageWordsFields({ settings, onChange }: BlockEditorProps) {
  const label = text(settings.buttonLabel);
  const link = text(settings.buttonLink);
  return (
    <>
      <TextField
        label="Title"
        maxLength={IMAGE_BLOCK_LIMITS.title}
        value={text(settings.title)}
        onChange={(e) => onChange(withOptional(settings, 'title', e.target.value))}
      />
      <RichTextEditor
        label="Text"
        settings={{ doc: settings.text }}
        onChange={(next) => onChange({ ...settings, text: next.doc as ProseMirrorNode })}
      />
      <TextField
        label="Button label"
        hint={label && !link ? 'Add the button’s link to show it.' : 'Optional.'}
        maxLength={IMAGE_BLOCK_LIMITS.buttonLabel}
        value={label}
        onChange={(e) => onChange(withOptional(settings, 'buttonLabel', e.target.value))}
      />
      <LinkField
        label="Button link"
        hint="A page of this site such as /contact, or a full address."
        value={link}
        onChange={(next) => onChange(withOptional(settings, 'buttonLink', next))}
      />
    </>
  );
}
