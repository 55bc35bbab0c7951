import { type LanguageTexts, type ProseMirrorNode, translationProgress } from '@atelier/domain';
import type { TranslationProvider } from '#modules/languages/providers/translation-provider';
import { textNodesOf, withTextNodes } from './rich-text';
import type { FillSource } from './translation-sources';

/** Longest translation kept (a page's translated text may be no longer): a longer one stays to do. */
export const MAX_FILLED_TEXT = 50_000;

const parseDoc = (json: string): ProseMirrorNode | null => {
  try {
    const doc: unknown = JSON.parse(json);
    return typeof doc === 'object' && doc !== null && (doc as ProseMirrorNode).type === 'doc'
      ? (doc as ProseMirrorNode)
      : null;
  } catch {
    return null;
  }
};

/** How far `texts` translate `sources` (domain's count; HTML counts as text). */
export const progressOf = (sources: readonly FillSource[], texts: LanguageTexts | undefined) =>
  translationProgress(
    sources.map(({ key, value }) => ({ key, value, kind: 'text' as const })),
    texts,
  );

/**
 * Asks the service for every text of `sources` that `texts` does not translate yet, in as few
 * calls as it takes: plain texts together, HTML together, and every text node of the rich texts
 * together (each document then rebuilt around its translated nodes). Returns the translations by
 * key; nothing is written here, so a failing service leaves everything as it was.
 */
export async function translateMissing(
  provider: TranslationProvider,
  sources: readonly FillSource[],
  texts: LanguageTexts | undefined,
  from: string,
  to: string,
): Promise<Record<string, string>> {
  const missing = new Set(progressOf(sources, texts).missing);
  const wanted = sources.filter((source) => missing.has(source.key));
  const plain = wanted.filter((s) => s.kind === 'text');
  const html = wanted.filter((s) => s.kind === 'html');
  const rich = wanted
    .filter((s) => s.kind === 'rich')
    .map((s) => ({ key: s.key, doc: parseDoc(s.value) }))
    .filter((r): r is { key: string; doc: ProseMirrorNode } => r.doc !== null)
    .map((r) => ({ ...r, nodes: textNodesOf(r.doc) }));

  const [plainOut, htmlOut, nodesOut] = await Promise.all([
    provider.translate(
      plain.map((s) => s.value.trim()),
      'text',
      from,
      to,
    ),
    provider.translate(
      html.map((s) => s.value),
      'html',
      from,
      to,
    ),
    provider.translate(
      rich.flatMap((r) => r.nodes),
      'text',
      from,
      to,
    ),
  ]);

  const result: Record<string, string> = {};
  plain.forEach((s, i) => {
    result[s.key] = plainOut[i]!;
  });
  html.forEach((s, i) => {
    result[s.key] = htmlOut[i]!;
  });
  let at = 0;
  for (const r of rich) {
    result[r.key] = JSON.stringify(withTextNodes(r.doc, nodesOut.slice(at, at + r.nodes.length)));
    at += r.nodes.length;
  }
  for (const [key, text] of Object.entries(result)) {
    if (!text.trim() || text.length > MAX_FILLED_TEXT) delete result[key];
  }
  return result;
}

/**
 * Whether a provider's text for `key` may still be written: the key is still untranslated, and its
 * primary text is the one that was translated (a person may have written either meanwhile).
 */
export function stillMissing(
  key: string,
  asked: readonly FillSource[],
  now: readonly FillSource[],
  texts: LanguageTexts | undefined,
): boolean {
  if (texts?.[key]?.text.trim()) return false;
  const before = asked.find((s) => s.key === key)?.value;
  return before !== undefined && now.find((s) => s.key === key)?.value === before;
}
