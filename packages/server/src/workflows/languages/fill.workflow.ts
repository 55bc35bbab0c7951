import { withTexts } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { CatalogueErrors } from '#modules/catalogue/catalogue.errors';
import { productById } from '#modules/catalogue/catalogue.queries';
import { addProductTranslations } from '#modules/catalogue/catalogue.service';
import type { TranslationProvider } from '#modules/languages/providers/translation-provider';
import { addLinkTitles, linkTexts } from '#modules/navigation/navigation.service';
import { PagesErrors } from '#modules/pages/pages.errors';
import { findPage } from '#modules/pages/pages.queries';
import { readDraft, saveDraft } from '#modules/pages/pages.service';
import { changeSiteTexts, readSiteTexts } from '#modules/sites/sites.service';
import type { DB } from '#platform/db/schema';
import { readSiteSources } from './site-texts-source';
import { stillMissing, translateMissing } from './translate-missing';
import { linkSources, pageSources, productSources } from './translation-sources';

/**
 * "Translate with <provider>": every text of one thing that has no translation in a language yet is
 * asked of the service and written as a machine draft (`machine: true`) until a person edits it.
 * The service is asked first and the texts written after, each against what is stored then: a
 * text a person translated, or whose primary text changed, meanwhile is left as it is. A service
 * that fails writes nothing.
 */
export interface FillContext {
  db: Kysely<DB>;
  siteId: string;
  provider: TranslationProvider;
  /** The primary language's tag, translated from. */
  from: string;
  /** The site language translated into. */
  to: string;
}

/** A page's draft: its title and its blocks' and search fields' texts. Returns the draft's new revision. */
export async function fillPage(
  { db, siteId, provider, from, to }: FillContext,
  pageId: string,
): Promise<{ filled: number; revision: number }> {
  const page = await findPage(db, siteId, pageId);
  if (!page) throw PagesErrors.notFound();
  const draft = await readDraft(db, siteId, pageId);
  const asked = pageSources(page.title, draft.document);
  const translated = await translateMissing(provider, asked, draft.document.translations?.[to], from, to);
  if (Object.keys(translated).length === 0) return { filled: 0, revision: draft.revision };
  return db.transaction().execute(async (trx) => {
    const now = await readDraft(trx, siteId, pageId);
    const row = await findPage(trx, siteId, pageId);
    const sources = pageSources(row?.title ?? page.title, now.document);
    const texts = now.document.translations?.[to];
    const kept = Object.entries(translated).filter(([key]) => stillMissing(key, asked, sources, texts));
    if (kept.length === 0) return { filled: 0, revision: now.revision };
    const document = {
      ...now.document,
      translations: {
        ...now.document.translations,
        [to]: withTexts(texts, Object.fromEntries(kept.map(([key, text]) => [key, { text, machine: true }]))),
      },
    };
    const saved = await saveDraft(trx, siteId, pageId, document, now.revision);
    return { filled: kept.length, revision: saved.revision };
  });
}

/** A product's name, description, options and search fields. */
export async function fillProduct({ db, siteId, provider, from, to }: FillContext, productId: string) {
  const product = await productById(db, siteId, productId);
  if (!product) throw CatalogueErrors.productNotFound();
  const asked = productSources(product);
  const translated = await translateMissing(provider, asked, product.translations[to], from, to);
  if (Object.keys(translated).length === 0) return { filled: 0 };
  const filled = await addProductTranslations(db, siteId, productId, to, translated, (key, current) =>
    stillMissing(key, asked, productSources(current), current.translations[to]),
  );
  return { filled };
}

/** The titles of the menu's links. */
export async function fillMenu({ db, siteId, provider, from, to }: FillContext) {
  const links = await linkTexts(db, siteId);
  const wanted = links.filter((link) => !link.translations[to]?.title?.text.trim() && link.title.trim());
  const translated = await provider.translate(
    wanted.map((link) => link.title.trim()),
    'text',
    from,
    to,
  );
  const titles = Object.fromEntries(
    wanted.map((link, i) => [link.id, translated[i]!]).filter(([, t]) => t?.trim()),
  );
  if (Object.keys(titles).length === 0) return { filled: 0 };
  const asked = new Map(wanted.map((link) => [link.id, link.title]));
  const filled = await addLinkTitles(db, siteId, to, titles, (link) =>
    stillMissing('title', linkSources(asked.get(link.id) ?? ''), linkSources(link.title), link.texts),
  );
  return { filled };
}

/** The site's own texts: title, header, footer, the cookie banner's words and the shipping rates' names. */
export async function fillSiteTexts({ db, siteId, provider, from, to }: FillContext) {
  const asked = await readSiteSources(db, siteId);
  const translated = await translateMissing(provider, asked, (await readSiteTexts(db, siteId))[to], from, to);
  if (Object.keys(translated).length === 0) return { filled: 0 };
  const { changed } = await changeSiteTexts(
    db,
    siteId,
    to,
    Object.fromEntries(Object.entries(translated).map(([key, text]) => [key, { text, machine: true }])),
    (key, current) => !current[key]?.text.trim(),
  );
  return { filled: changed };
}
