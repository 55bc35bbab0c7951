import {
  type LanguageTexts,
  type ProseMirrorNode,
  parseTranslations,
  type SiteLanguage,
  type Translations,
} from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { Product } from '#modules/catalogue/catalogue.model';
import type { DB } from '#platform/db/schema';
import { productTranslations } from './public.queries';

const translated = (texts: LanguageTexts, key: string, primary: string): string =>
  texts[key]?.text.trim() ? texts[key]!.text : primary;

/** The words of a rich text, a line per block: the plain description beside a rich one. */
function plainText(node: ProseMirrorNode): string {
  if (node.text) return node.text;
  const parts = (node.content ?? []).map(plainText);
  return node.type === 'doc' ? parts.filter(Boolean).join('\n') : parts.join('');
}

/** A rich description's translation as a document, or null when it is plain text. */
function richDocument(text: string): ProseMirrorNode | null {
  if (!text.trimStart().startsWith('{')) return null;
  try {
    const parsed = JSON.parse(text) as ProseMirrorNode;
    return parsed && parsed.type === 'doc' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * A product as a visitor of one language reads it (docs/languages.md keys): its name, description,
 * option names and values' labels and search fields translated where the owner did, the primary text
 * elsewhere. Option values stay the primary ones: the cart matches a choice to a variant by them.
 */
export function productIn(product: Product, texts: LanguageTexts | undefined): Product {
  if (!texts || Object.keys(texts).length === 0) return product;
  const description = texts.description?.text.trim() ? texts.description.text : null;
  const doc = description === null ? null : richDocument(description);
  return {
    ...product,
    name: translated(texts, 'name', product.name),
    ...(description === null
      ? {}
      : doc
        ? { description: plainText(doc), descriptionDoc: doc }
        : { description, descriptionDoc: null }),
    options: product.options.map((option, i) => ({
      ...option,
      name: translated(texts, `options.${i}.name`, option.name),
      labels: option.values.map((value, j) => translated(texts, `options.${i}.values.${j}`, value)),
    })),
    seoTitle: translated(texts, 'seo.title', product.seoTitle),
    seoDescription: translated(texts, 'seo.description', product.seoDescription),
  };
}

/** Products in a language: one read of their translations, none for the primary language. */
export async function productsIn<P extends Product>(
  db: Kysely<DB>,
  siteId: string,
  products: readonly P[],
  language: SiteLanguage | undefined,
): Promise<P[]> {
  if (!language || language.primary || products.length === 0) return [...products];
  // Products read with their translations need no second read.
  const carried = products.every((p) => typeof (p as { translations?: unknown }).translations === 'object');
  if (carried)
    return products.map(
      (product) =>
        productIn(product, (product as { translations?: Translations }).translations?.[language.tag]) as P,
    );
  const rows = await productTranslations(
    db,
    siteId,
    products.map((p) => p.id),
  );
  const byId = new Map(rows.map((row) => [row.id, parseTranslations(row.translations)[language.tag]]));
  return products.map((product) => productIn(product, byId.get(product.id)) as P);
}
