import type { BlockProps } from '../block-props';
import { isRecord, readText } from '../settings-guards';

interface QuoteView {
  paragraphs: string[];
  source?: string;
}

/** Null without quoted words. Blank lines in the text separate paragraphs. */
export function readQuoteSettings(settings: unknown): QuoteView | null {
  if (!isRecord(settings)) return null;
  const text = readText(settings, 'text');
  if (!text) return null;
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return { paragraphs, source: readText(settings, 'source') };
}

/** Quote (block type 31): a pull quote with its optional source. */
export function QuoteBlock({ block, root }: BlockProps) {
  const quote = readQuoteSettings(block.settings);
  if (!quote) return null;
  return (
    <figure {...root} className="block block-quote">
      <blockquote className="block-quote__text">
        {quote.paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text without identity
          <p key={index}>{paragraph}</p>
        ))}
      </blockquote>
      {quote.source ? (
        <figcaption className="block-quote__source">
          <cite>{quote.source}</cite>
        </figcaption>
      ) : null}
    </figure>
  );
}

export function quoteBlockText(settings: unknown): string {
  const quote = readQuoteSettings(settings);
  if (!quote) return '';
  return [...quote.paragraphs, quote.source ?? ''].filter(Boolean).join('\n');
}
