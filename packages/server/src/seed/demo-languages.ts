import {
  BlockType,
  blockTextFields,
  documentSourceTexts,
  type LanguageTexts,
  memberAreaTextKey,
  newId,
  PAGE_TEXT_KEYS,
  type ProseMirrorNode,
  parseTranslations,
  shippingRatesOf,
  shippingRateTextKey,
  type Translations,
} from '@atelier/domain';
import type { Kysely } from 'kysely';
import { readStoreSettings } from '#modules/catalogue/store-settings.service';
import { listAreas } from '#modules/members/member-areas.queries';
import { listPages, readDraft, saveDraft } from '#modules/pages/pages.service';
import { publishLivePages } from '#modules/pages/site-publish.service';
import type { DB } from '#platform/db/schema';
import { DEMO_ADDRESSES, DEMO_LANGUAGES, DEMO_WORDS, type Language } from './demo-language-words';

/**
 * An English text of the demo in a language, or undefined when the table has none: the text then
 * stays untranslated and shows as missing. A text with spaces around its words (a text node beside
 * a bold one) keeps them, unless the table has the text with its spaces.
 */
export function demoText(english: string, language: Language): string | undefined {
  const exact = DEMO_WORDS.get(english)?.[language];
  if (exact !== undefined) return exact;
  const words = english.trim();
  if (!words) return english;
  const translated = DEMO_WORDS.get(words)?.[language];
  if (translated === undefined) return undefined;
  const start = english.indexOf(words);
  return english.slice(0, start) + translated + english.slice(start + words.length);
}

/** A rich text with each text node translated, marks and structure kept; undefined if a node has none. */
function richText(node: ProseMirrorNode, language: Language): ProseMirrorNode | undefined {
  if (typeof node.text === 'string') {
    const text = demoText(node.text, language);
    return text === undefined ? undefined : { ...node, text };
  }
  if (!node.content) return node;
  const content: ProseMirrorNode[] = [];
  for (const child of node.content) {
    const translated = richText(child, language);
    if (!translated) return undefined;
    content.push(translated);
  }
  return { ...node, content };
}

/** HTML with the words between its tags translated and its tags kept; undefined if some have none. */
function htmlText(html: string, language: Language): string | undefined {
  const parts: string[] = [];
  for (const part of html.split(/(<[^>]*>)/)) {
    const translated = part.startsWith('<') ? part : demoText(part, language);
    if (translated === undefined) return undefined;
    parts.push(translated);
  }
  return parts.join('');
}

/** One text to translate: its key, its English value and how it is written. */
interface Source {
  key: string;
  value: string;
  kind: 'text' | 'rich' | 'html' | 'address';
}

function translate(source: Source, language: Language): string | undefined {
  switch (source.kind) {
    case 'text':
      return demoText(source.value, language);
    case 'address':
      return DEMO_ADDRESSES.get(source.value)?.[language];
    case 'html':
      return htmlText(source.value, language);
    case 'rich': {
      const doc = richText(JSON.parse(source.value) as ProseMirrorNode, language);
      return doc && JSON.stringify(doc);
    }
  }
}

/**
 * A subject's texts in one language: every one in French; in German the first ones only (the page's
 * title, then half of the rest), so the editor shows what is left to translate.
 */
function textsIn(sources: readonly Source[], language: Language, alwaysFirst = 0): LanguageTexts {
  const shown =
    language === 'fr'
      ? sources
      : sources.slice(0, alwaysFirst + Math.floor((sources.length - alwaysFirst) / 2));
  const texts: LanguageTexts = {};
  for (const source of shown) {
    const text = translate(source, language);
    if (text?.trim()) texts[source.key] = { text };
  }
  return texts;
}

/** `translations` with the demo's texts of each language added to those already there. */
function withDemoTexts(
  translations: Translations | undefined,
  sources: readonly Source[],
  alwaysFirst = 0,
): Translations {
  const next: Translations = { ...translations };
  for (const { tag } of DEMO_LANGUAGES) {
    next[tag] = { ...next[tag], ...textsIn(sources, tag, alwaysFirst) };
  }
  return next;
}

const textSource = (key: string, value: string | undefined): Source[] =>
  value?.trim() ? [{ key, value, kind: 'text' }] : [];

async function translatePages(db: Kysely<DB>, siteId: string): Promise<void> {
  const live: string[] = [];
  for (const page of await listPages(db, siteId)) {
    const draft = await readDraft(db, siteId, page.id);
    const sources: Source[] = [
      { key: PAGE_TEXT_KEYS.title, value: page.title, kind: 'text' },
      // The home page is the language's root (/fr/): it has no address of its own to translate.
      ...(page.slug === 'home'
        ? []
        : [{ key: PAGE_TEXT_KEYS.slug, value: page.slug, kind: 'address' as const }]),
      ...documentSourceTexts(draft.document, blockTextFields),
    ];
    // The About page ends with the Language links block: the page in each language, as a block.
    const sections =
      page.slug === 'about'
        ? [
            ...draft.document.sections,
            {
              id: newId(),
              blocks: [{ id: newId(), type: BlockType.navigation, settings: { show: 'languages' } }],
            },
          ]
        : draft.document.sections;
    const document = {
      ...draft.document,
      sections,
      translations: withDemoTexts(draft.document.translations, sources, 1),
    };
    await saveDraft(db, siteId, page.id, document, draft.revision);
    if (page.publishedVersion !== null) live.push(page.id);
  }
  // Every live page is published here, once and together, with its translations and whatever the
  // demo's earlier steps added to its draft (their blocks): a newcomer's publish history keeps the
  // site's first version among the KEPT_SITE_VERSIONS it holds.
  await publishLivePages(db, siteId, live, null, 'Pages in French and German');
}

async function translateProducts(db: Kysely<DB>, siteId: string): Promise<void> {
  const products = await db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'description',
      'description_doc',
      'options',
      'seo_title',
      'seo_description',
      'translations',
    ])
    .where('website_id', '=', siteId)
    .orderBy('position')
    .execute();
  for (const product of products) {
    const options = JSON.parse(product.options) as { name: string; values: string[] }[];
    const sources: Source[] = [
      ...textSource('name', product.name),
      // A description written as rich text is translated as rich text, as the product page shows it.
      ...(product.description_doc
        ? [{ key: 'description', value: product.description_doc, kind: 'rich' as const }]
        : product.description.trim()
          ? [{ key: 'description', value: product.description, kind: 'html' as const }]
          : []),
      ...options.flatMap((option, i) => [
        ...textSource(`options.${i}.name`, option.name),
        ...option.values.flatMap((value, j) => textSource(`options.${i}.values.${j}`, value)),
      ]),
      ...textSource('seo.title', product.seo_title),
      ...textSource('seo.description', product.seo_description),
    ];
    const translations = withDemoTexts(parseTranslations(product.translations), sources);
    await db
      .updateTable('products')
      .set({ translations: JSON.stringify(translations) })
      .where('id', '=', product.id)
      .execute();
  }
}

async function translateMenuLinks(db: Kysely<DB>, siteId: string): Promise<void> {
  const links = await db
    .selectFrom('navigation_links')
    .select(['id', 'title', 'translations'])
    .where('website_id', '=', siteId)
    .execute();
  for (const link of links) {
    const translations = withDemoTexts(parseTranslations(link.translations), textSource('title', link.title));
    await db
      .updateTable('navigation_links')
      .set({ translations: JSON.stringify(translations) })
      .where('id', '=', link.id)
      .execute();
  }
}

/** The cookie banner's words the site keeps, translated under `cookie.<field>`. */
const COOKIE_TEXT_FIELDS = ['cookieBannerText', 'cookieBannerCtaText', 'cookieBannerOptOutCtaText'] as const;

async function translateSiteTexts(db: Kysely<DB>, siteId: string): Promise<void> {
  const site = await db
    .selectFrom('websites')
    .select(['title', 'header', 'footer', 'cookie_settings', 'translations'])
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
  const header = JSON.parse(site.header) as { title?: string; tagline?: string };
  const footer = JSON.parse(site.footer) as { text?: string };
  const cookie = JSON.parse(site.cookie_settings) as Record<string, unknown>;
  const sources: Source[] = [
    ...textSource('title', site.title),
    ...textSource('header.title', header.title),
    ...textSource('header.tagline', header.tagline),
    ...textSource('footer.text', footer.text),
    ...COOKIE_TEXT_FIELDS.flatMap((field) => {
      const value = cookie[field];
      return typeof value === 'string' ? textSource(`cookie.${field}`, value) : [];
    }),
    ...shippingRatesOf(await readStoreSettings(db, siteId)).flatMap((rate) =>
      textSource(shippingRateTextKey(rate.id), rate.name),
    ),
    ...(await listAreas(db, siteId)).flatMap((area) => [
      ...textSource(memberAreaTextKey(area.id, 'name'), area.name),
      ...textSource(memberAreaTextKey(area.id, 'welcome'), area.welcome_text),
    ]),
  ];
  const translations = withDemoTexts(parseTranslations(site.translations), sources);
  await db
    .updateTable('websites')
    .set({ translations: JSON.stringify(translations) })
    .where('id', '=', siteId)
    .execute();
}

/**
 * The demo in three languages: English (primary), French (published, everything translated) and
 * German (hidden, half translated), so a newcomer meets the language switcher, `/fr/…` addresses
 * and the editor's marks for texts still to translate. Pages are published again with their
 * translations. Run once, after the rest of the demo's content is made.
 */
export async function addDemoLanguages(db: Kysely<DB>, siteId: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('site_languages')
    .values(
      DEMO_LANGUAGES.map((language, position) => ({
        website_id: siteId,
        tag: language.tag,
        published: language.published ? 1 : 0,
        position,
        created_at: now,
      })),
    )
    .execute();
  await translatePages(db, siteId);
  await translateProducts(db, siteId);
  await translateMenuLinks(db, siteId);
  await translateSiteTexts(db, siteId);
}
