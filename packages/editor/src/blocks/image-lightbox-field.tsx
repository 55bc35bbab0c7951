import { CheckboxField } from '../shared/fields';
import type { BlockEditorProps } from './block-editor-props';

/** The image block's opt-in to open its image full screen in the lightbox (not for a linked image). */
export function ImageLightboxField({ settings, onChange }: BlockEditorProps) {
  const linked = typeof settings.link === 'string' && settings.link !== '';
  return (
    <CheckboxField
      label="Open full screen in a lightbox"
      hint={linked ? 'A linked image opens its link instead.' : undefined}
      checked={settings.lightbox === true}
      disabled={linked}
      onChange={(e) => onChange({ ...settings, lightbox: e.target.checked })}
    />
  );
}
