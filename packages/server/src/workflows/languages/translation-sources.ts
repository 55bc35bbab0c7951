import {
  blockTextFields,
  documentSourceTexts,
  memberAreaTextKey,
  PAGE_TEXT_KEYS,
  type PageDocument,
  type SourceText,
  shippingRateTextKey,
} from '@atelier/domain';
import type { Product } from '#modules/catalogue/catalogue.model';

/**
 * The texts of each thing an owner translates, under the keys of docs/languages.md ("Where
 * translations live"): what the translation status counts and what fill asks the service for.
 */

/** A text to translate: plain, a rich-text document as JSON, or HTML (the cookie banner's text). */
export interface FillSource extends Omit<SourceText, 'kind'> {
  kind: SourceText['kind'] | 'html';
}

const text = (key: string, value: string | undefined): FillSource[] =>
  value?.trim() ? [{ key, kind: 'text', value }] : [];

/**
 * A page's texts: its title and every text of its draft's blocks and search fields. Its translated
 * address (`@slug`) is not counted: a page without one keeps its primary address in each language.
 */
export const pageSources = (title: string, document: PageDocument): FillSource[] => [
  ...text(PAGE_TEXT_KEYS.title, title),
  ...documentSourceTexts(document, blockTextFields),
];

/** A product's texts; its description is rich text when it has a rich document. */
export function productSources(product: Product): FillSource[] {
  const description: FillSource[] = product.descriptionDoc
    ? [{ key: 'description', kind: 'rich', value: JSON.stringify(product.descriptionDoc) }]
    : text('description', product.description);
  return [
    ...text('name', product.name),
    ...description,
    ...product.options.flatMap((option, i) => [
      ...text(`options.${i}.name`, option.name),
      ...option.values.flatMap((value, j) => text(`options.${i}.values.${j}`, value)),
    ]),
    ...text('seo.title', product.seoTitle),
    ...text('seo.description', product.seoDescription),
  ];
}

/** The site's own texts as its row and the cookie banner's settings hold them. */
export function siteSources(site: {
  title: string;
  header: { title?: string; tagline?: string };
  footer: { text?: string };
  cookie: { cookieBannerText?: string; cookieBannerCtaText?: string; cookieBannerOptOutCtaText?: string };
  /** The store's shipping rates, whose names a visitor reads at checkout. */
  shippingRates?: readonly { id: string; name: string }[];
  /** The member areas, whose name and welcome a visitor reads on the access and joining screens. */
  memberAreas?: readonly { id: string; name: string; welcome: string }[];
}): FillSource[] {
  // An empty paragraph is an empty banner text: the banner then shows its default, already in every language.
  const bannerText = site.cookie.cookieBannerText?.replace(/<p>\s*<\/p>/g, '').trim()
    ? site.cookie.cookieBannerText
    : undefined;
  return [
    ...text('title', site.title),
    ...text('header.title', site.header.title),
    ...text('header.tagline', site.header.tagline),
    ...text('footer.text', site.footer.text),
    ...(bannerText ? [{ key: 'cookie.cookieBannerText', kind: 'html' as const, value: bannerText }] : []),
    ...text('cookie.cookieBannerCtaText', site.cookie.cookieBannerCtaText),
    ...text('cookie.cookieBannerOptOutCtaText', site.cookie.cookieBannerOptOutCtaText),
    ...(site.shippingRates ?? []).flatMap((rate) => text(shippingRateTextKey(rate.id), rate.name)),
    ...(site.memberAreas ?? []).flatMap((area) => [
      ...text(memberAreaTextKey(area.id, 'name'), area.name),
      ...text(memberAreaTextKey(area.id, 'welcome'), area.welcome),
    ]),
  ];
}

/** A menu link's one text, its title. */
export const linkSources = (title: string): FillSource[] => text('title', title);
