import { EMBED_LIMITS, EMBED_RATIOS, embedCodeProblem, readEmbedCode } from '@atelier/domain';
import { useEffect, useState } from 'react';
import { SelectField, TextAreaField, TextField } from '../shared/fields';
import { type BlockEditorProps, text, withOptional } from './block-editor-props';
import { PixelHeightField } from './pixel-height-field';

const SIZE_LABELS: Record<string, string> = {
  '16:9': 'Wide (16:9)',
  '4:3': 'Standard (4:3)',
  '3:2': 'Photo (3:2)',
  '1:1': 'Square (1:1)',
  '9:16': 'Tall (9:16)',
};

/**
 * Settings of the Embed block (type 22): the embed code or address (what a site gives to embed
 * its map, calendar or player), the frame's name for screen readers, and its proportions or a
 * fixed height. A code the site cannot frame stays in the field, with the reason under it, and
 * reaches the page only once it can.
 */
export function EmbedEditor({ settings, onChange }: BlockEditorProps) {
  const saved = text(settings.html);
  const [code, setCode] = useState(saved);
  // What the block holds changed (a valid code typed here, or an undo): the field shows it.
  useEffect(() => setCode(saved), [saved]);
  const problem = code.trim() ? embedCodeProblem(code) : null;
  const target = readEmbedCode(code);
  const size = typeof settings.size === 'string' ? settings.size : '16:9';
  return (
    <div className="embed-editor stack stack--tight">
      <TextAreaField
        label="Embed code or address"
        hint={
          target
            ? `Shows ${target.host} to visitors who accept cookies or press the button naming it.`
            : 'Paste the <iframe> code a site gives you to embed its map, calendar or player, or an https:// address.'
        }
        error={problem}
        className="field__input field__input--area field__input--code"
        rows={4}
        spellCheck={false}
        maxLength={EMBED_LIMITS.html}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          if (!e.target.value.trim() || !embedCodeProblem(e.target.value))
            onChange({ ...settings, html: e.target.value });
        }}
      />
      <TextField
        label="Title for screen readers"
        hint={`Optional: what it shows, such as “Map to the studio”. Otherwise ${
          target?.title ? `“${target.title}”` : '“Content from” and its site'
        }.`}
        maxLength={EMBED_LIMITS.title}
        value={text(settings.title)}
        onChange={(e) => onChange(withOptional(settings, 'title', e.target.value))}
      />
      <SelectField
        label="Size"
        value={size}
        onChange={(e) => onChange({ ...settings, size: e.target.value })}
      >
        {EMBED_RATIOS.map((ratio) => (
          <option key={ratio} value={ratio}>
            {SIZE_LABELS[ratio]}
          </option>
        ))}
        <option value="height">Fixed height</option>
      </SelectField>
      {size === 'height' ? (
        <PixelHeightField
          label="Height (pixels)"
          hint="The frame is as wide as its column and this tall."
          value={typeof settings.height === 'number' ? settings.height : EMBED_LIMITS.height.default}
          min={EMBED_LIMITS.height.min}
          max={EMBED_LIMITS.height.max}
          onChange={(value) => onChange({ ...settings, height: value })}
        />
      ) : null}
    </div>
  );
}
