import type { ReactNode } from 'react';
import { proseMirrorText } from '../html/prose-mirror-text';
import { renderRichText } from '../html/rich-text';
import { type SafeHref, safeHref } from '../safe-href';
import { isRecord, readText } from '../settings-guards';

/** The words of an image design other than inline: a title, a rich text and a button. */
export interface ImageWords {
  title?: string;
  /** The stored rich-text document, when it holds any words. */
  text?: unknown;
  /** Shown only with both a label and a safe link: a button that goes nowhere is worse than none. */
  button?: { label: string; link: SafeHref };
}

export function readImageWords(settings: Record<string, unknown>): ImageWords {
  const label = readText(settings, 'buttonLabel');
  const link = safeHref(settings.buttonLink);
  const text = isRecord(settings.text) && proseMirrorText(settings.text) ? settings.text : undefined;
  return {
    title: readText(settings, 'title'),
    text,
    button: label && link ? { label, link } : undefined,
  };
}

/** The design's words as visitors see them, all of them for site search. */
export function imageWordsText(words: ImageWords): string[] {
  return [words.title, words.text ? proseMirrorText(words.text) : undefined, words.button?.label].filter(
    (part): part is string => Boolean(part),
  );
}

/**
 * The words beside, under or over the picture, as its figure's caption: the title a heading, the
 * text as a text block shows it, the button a link styled as the site's buttons. A block from
 * before designs had only a caption: without a title and a text, the caption takes the text's place.
 */
export function ImageWordsBox({ words, caption }: { words: ImageWords; caption?: string }): ReactNode {
  const text: ReactNode = words.text ? renderRichText(words.text) : null;
  const fallback = !words.title && !text && caption ? caption : null;
  if (!words.title && !text && !fallback && !words.button) return null;
  return (
    <figcaption className="block-image__content">
      {words.title ? <h2 className="block-image__title">{words.title}</h2> : null}
      {text ? <div className="block-image__text rich-text">{text}</div> : null}
      {fallback ? <p className="block-image__text">{fallback}</p> : null}
      {words.button ? (
        <p className="block-image__action">
          <a
            className="button button--medium block-image__button"
            href={words.button.link.href}
            rel={words.button.link.external ? 'noopener' : undefined}
          >
            {words.button.label}
          </a>
        </p>
      ) : null}
    </figcaption>
  );
}
