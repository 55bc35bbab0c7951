import { CODE_BLOCK_LIMITS, errorMessages } from '@atelier/domain';
import { useWorkspaceActions } from '../editor/workspace-actions';
import { TextAreaField, TextField } from '../shared/fields';
import { type BlockEditorProps, text, withOptional } from './block-editor-props';
import { PixelHeightField } from './pixel-height-field';

/** What a role without the `code` permission reads under the HTML it cannot change. */
export const CODE_READ_ONLY_HINT =
  'Only an admin can change this HTML: a script on your pages acts for your site. You can change its title and height, move it or remove it.';

const onAndroid = () => typeof navigator !== 'undefined' && /Android/i.test(navigator.userAgent);

/**
 * Settings of the Code block (type 23): the HTML (markup, `<style>` and `<script>`), which runs in
 * a sandboxed frame apart from the page; the frame's name for screen readers; and the height it
 * keeps until its content reports its own. The HTML is read-only to a role without the `code`
 * permission, and on Android (spec 001 §8), where code editing is not offered.
 */
export function CodeEditor({ settings, onChange }: BlockEditorProps) {
  const allowed = useWorkspaceActions()?.codeAllowed === true;
  const android = allowed && onAndroid();
  const { html, title, height } = CODE_BLOCK_LIMITS;
  let hint = `Markup, <style> and <script>, at most ${html} characters. It runs in a frame of its own: it reaches nothing of the page, your visitors' cookies or your account.`;
  if (!allowed) hint = CODE_READ_ONLY_HINT;
  else if (android) hint = errorMessages.codeEditingOnAndroid;
  return (
    <div className="code-editor stack stack--tight">
      <TextAreaField
        label="HTML"
        hint={hint}
        className="field__input field__input--area field__input--code"
        rows={10}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        readOnly={!allowed || android}
        maxLength={html}
        value={text(settings.html)}
        onChange={(e) => onChange({ ...settings, html: e.target.value })}
      />
      <TextField
        label="Title for screen readers"
        hint="Optional: what the frame holds, such as “Opening hours”. Otherwise “Custom content”."
        maxLength={title}
        value={text(settings.title)}
        onChange={(e) => onChange(withOptional(settings, 'title', e.target.value))}
      />
      <PixelHeightField
        label="Height before it loads (pixels)"
        hint="The page keeps this room for it, so nothing moves; then the frame takes its content's height. Without JavaScript it stays this tall."
        value={typeof settings.height === 'number' ? settings.height : height.default}
        min={height.min}
        max={height.max}
        onChange={(value) => onChange({ ...settings, height: value })}
      />
    </div>
  );
}
