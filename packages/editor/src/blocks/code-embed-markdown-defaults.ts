import { CODE_BLOCK_LIMITS, readEmbedCode } from '@atelier/domain';

/** A new Code block: an example the owner replaces, in the frame's default height. */
export const defaultCodeSettings = (): Record<string, unknown> => ({
  html: '<p style="text-align: center">Your HTML, CSS and scripts show here.</p>',
  height: CODE_BLOCK_LIMITS.height.default,
});

/** A new Embed block: nothing to frame yet (it saves, and the site shows nothing until it has). */
export const defaultEmbedSettings = (): Record<string, unknown> => ({ html: '', size: '16:9' });

/** A new Markdown block: a few lines showing what Markdown writes. */
export const defaultMarkdownSettings = (): Record<string, unknown> => ({
  text: '## A heading\n\nWrite in **Markdown**: *emphasis*, [links](/), lists and more.\n\n- One\n- Two',
});

const oneLine = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/** The block list's hint of a Code block: its title, else the size of its HTML. */
export function codeDetail(settings: Record<string, unknown>): string {
  const html = typeof settings.html === 'string' ? settings.html : '';
  if (!html.trim()) return 'Empty';
  return oneLine(settings.title) || `HTML, ${html.length} ${html.length === 1 ? 'character' : 'characters'}`;
}

/** The block list's hint of an Embed block: the host it shows, or what it still needs. */
export function embedDetail(settings: Record<string, unknown>): string {
  const target = readEmbedCode(settings.html);
  return target ? `From ${target.host}` : 'Paste an embed code';
}

/** The block list's hint of a Markdown block: its first line, without the marks that start it. */
export function markdownDetail(settings: Record<string, unknown>): string {
  const first = (typeof settings.text === 'string' ? settings.text : '')
    .split('\n')
    .map((line) => line.replace(/^\s*(#{1,6}|[-*+>]|\d+[.)])\s+/, '').trim())
    .find(Boolean);
  return first ?? '';
}
