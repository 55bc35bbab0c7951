/**
 * Ours, not the specification's: the words of the Code and Embed blocks' frames. `{host}` is the
 * host of the site an Embed block shows (`maps.example.org`).
 */
export const frameMessages = {
  /** The name of a Code block's frame whose owner gave it none, for screen readers. */
  codeTitle: 'Custom content',
  /** The name of an Embed block's frame when neither the owner nor the embed code gave one. */
  embedTitle: 'Content from {host}',
  /** Shown where an embed will be, until the visitor accepted cookies or asked for it. */
  embedNotice:
    'This content comes from {host}, which may set its own cookies and learns of your visit once it shows.',
  /** The button that shows it (without JavaScript, a link to it). */
  embedShow: 'Show content from {host}',
} as const;
