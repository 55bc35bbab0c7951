import { type LanguageTexts, parseTranslations } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';

const translated = (texts: LanguageTexts, key: string, primary: string): string =>
  texts[key]?.text.trim() ? texts[key]!.text : primary;

/** A line's chosen values ("S / Natural") as the language reads them, by each value's place in its option. */
function optionsIn(chosen: string, optionsJson: string | undefined, texts: LanguageTexts): string {
  if (!chosen) return chosen;
  let options: { values?: unknown }[] = [];
  try {
    const parsed = JSON.parse(optionsJson || '[]') as unknown;
    if (Array.isArray(parsed)) options = parsed as { values?: unknown }[];
  } catch {
    return chosen;
  }
  return chosen
    .split(' / ')
    .map((value, i) => {
      const values = options[i]?.values;
      const at = Array.isArray(values) ? values.indexOf(value) : -1;
      return at < 0 ? value : translated(texts, `options.${i}.values.${at}`, value);
    })
    .join(' / ');
}

/**
 * Cart, checkout or order lines in a language (`tag`; null for the primary language): each
 * product's translated name and option values where the owner wrote them, one read for all lines.
 * Orders keep the primary texts (the owner's records); only what the customer reads changes, on
 * screen and in mail. A product deleted since keeps the line as it was.
 */
export async function linesInLanguage<L extends { productId: string; name: string; options?: string }>(
  db: Kysely<DB>,
  siteId: string,
  lines: readonly L[],
  tag: string | null,
): Promise<L[]> {
  if (!tag || lines.length === 0) return [...lines];
  const rows = await db
    .selectFrom('products')
    .select(['id', 'translations', 'options'])
    .where('website_id', '=', siteId)
    .where('id', 'in', [...new Set(lines.map((line) => line.productId))])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, { texts: parseTranslations(row.translations)[tag], row }]));
  return lines.map((line) => {
    const found = byId.get(line.productId);
    if (!found?.texts) return line;
    const { texts, row } = found;
    return {
      ...line,
      name: translated(texts, 'name', line.name),
      ...(line.options === undefined ? {} : { options: optionsIn(line.options, row.options, texts) }),
    };
  });
}
