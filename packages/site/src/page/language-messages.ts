/**
 * Visitor-facing words of the language switcher and the language suggestion. They move into the
 * domain message dictionaries (packages/domain/src/dictionaries) with the page shell's other words.
 */
export const languageMessages = {
  /** The switcher's name for assistive technology, and its heading. */
  language: 'Language',
  /** The suggestion's text, naming the language in itself: "This page is also in Français." */
  suggestion: (name: string) => `This page is also in ${name}.`,
  /** The suggestion's link to the page in that language. */
  switchTo: (name: string) => `Read it in ${name}`,
  /** The suggestion's close button. */
  dismiss: 'Dismiss',
} as const;
