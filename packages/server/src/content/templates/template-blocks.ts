import {
  type FormBlockSettings,
  type GallerySlide,
  headingDoc,
  type NewsletterBlockSettings,
  newId,
  type PageBlock,
  type PageDocument,
  paragraphDoc,
  type SiteStyles,
  type StoreSelection,
  type StoreSettings,
} from '@atelier/domain';

/**
 * Building blocks of the starter templates: each call makes fresh ids, so two sites made from one
 * template share no block, form or slide id.
 */

// Block-type numbers of spec 001 §3.
const HTML = 2;
const IMAGE = 5;
const GALLERY = 8;
const FORM = 9;
const SPACER = 21;
const QUOTE = 31;
const SEARCH = 33;
const HORIZONTAL_RULE = 47;
const NEWSLETTER = 51;
const BUTTON = 53;
const PRODUCT = 43;
const MEMBER_AREA = 67;
const GALLERY_GRID = 1003;

export interface TemplatePage {
  title: string;
  slug: string;
  navigation: 'main' | '_hidden';
  document: PageDocument;
  /** Kept for the members of the template's member area (`SiteTemplate.memberArea`). */
  members?: true;
  /** A store page (collection type products 13) listing `store` of the products; else a page of blocks. */
  kind?: 'page' | 'store';
  store?: StoreSelection;
}

/**
 * A starter product: the body the owner's `POST /api/config/store/products` takes, with a key the
 * template's pages name it by (a Product block, a store page's picked products).
 */
export interface TemplateProduct {
  key: string;
  product: Record<string, unknown>;
}

/** The store a template makes: its settings (over the defaults) and its starter products. */
export interface TemplateStore {
  settings: Partial<StoreSettings>;
  products: TemplateProduct[];
}

/** What the site's creation made before the pages: the starter products' ids, by key. */
export interface TemplateRefs {
  products: Record<string, string>;
  /** The template's member area, once made (`SiteTemplate.memberArea`). */
  memberAreaId?: string;
}

/** A member area a template makes with the site, with visitor accounts turned on for it. */
export interface TemplateMemberArea {
  name: string;
  /** `open`: anyone with an account may join; `invite`: only people the owner adds. */
  joinRule: 'open' | 'invite';
  welcome: string;
}

export interface SiteTemplate {
  id: string;
  name: string;
  description: string;
  tagline: string;
  footer: string;
  styles: SiteStyles;
  /** A template that sells: the store settings and products made with the site. */
  store?: TemplateStore;
  /** A template with pages for members: the area its member pages are in. */
  memberArea?: TemplateMemberArea;
  pages: (siteTitle: string, refs?: TemplateRefs) => TemplatePage[];
}

/** Template illustrations sit with the other bundled demo files, named template-*. */
const ART = '/assets/demo/template-';

export const block = (type: number, settings: Record<string, unknown>): PageBlock => ({
  id: newId(),
  type,
  settings,
});
export const section = (...blocks: PageBlock[]) => ({ id: newId(), blocks });
export const page = (
  title: string,
  slug: string,
  ...sections: ReturnType<typeof section>[]
): TemplatePage => ({ title, slug, navigation: 'main', document: { sections } });

/** A store page in the main navigation; `selection` says which products it lists. */
export const storePage = (title: string, slug: string, selection: StoreSelection): TemplatePage => ({
  title,
  slug,
  navigation: 'main',
  document: { sections: [] },
  kind: 'store',
  store: selection,
});

/** A page of blocks in the main navigation that only the members of the template's area see. */
export const memberPage = (
  title: string,
  slug: string,
  ...sections: ReturnType<typeof section>[]
): TemplatePage => ({ ...page(title, slug, ...sections), members: true });

/** A Member area block (type 67) offering the template's area, with the owner's words. */
export const memberAreaOffer = (areaId: string | undefined, heading: string, text: string) =>
  block(MEMBER_AREA, { areaId: areaId ?? '', heading, text });

/** A Product block (type 43) showing one starter product, or asking for one when it is missing. */
export const product = (productId: string | undefined) => block(PRODUCT, productId ? { productId } : {});

export const heading = (text: string, level = 2) => block(HTML, { doc: headingDoc(text, level) });
export const text = (...paragraphs: string[]) => block(HTML, { doc: paragraphDoc(...paragraphs) });
export const spacer = (height = 24) => block(SPACER, { height });
export const rule = () => block(HORIZONTAL_RULE, {});
export const quote = (words: string, source: string) => block(QUOTE, { text: words, source });
export const search = (placeholder: string) => block(SEARCH, { placeholder });

export const button = (label: string, href: string, size: 'small' | 'medium' | 'large' = 'medium') =>
  block(BUTTON, { label, href, size, alignment: 'left', newWindow: false });

/** One of the template illustrations in assets/demo/templates (all 1200 wide). */
export const image = (file: string, alt: string, caption = '', height = 675) =>
  block(IMAGE, { src: `${ART}${file}`, alt, caption, width: 1200, height });

export const slide = (
  file: string,
  alt: string,
  caption: string,
  width = 1200,
  height = 800,
): GallerySlide => ({
  id: newId(),
  type: 'image',
  src: `${ART}${file}`,
  alt,
  caption,
  width,
  height,
});

export const gallery = (slides: GallerySlide[], perRow = 3) =>
  block(GALLERY, {
    variant: GALLERY_GRID,
    slides,
    lightbox: true,
    lightboxTheme: 'dark',
    slidesPerRow: perRow,
    imageAspectRatio: '4:3',
  });

const fieldId = (type: string) => `${type}-${newId().slice(0, 8)}`;

/** A contact form asking what visitors of this kind of site usually write about. */
export function contactForm(title: string, topics: string[], thanks: string): PageBlock {
  const settings: FormBlockSettings = {
    formId: newId(),
    title,
    fields: [
      { id: fieldId('name'), type: 'name', title: 'Name', required: true },
      { id: fieldId('email'), type: 'email', title: 'Email', required: true },
      { id: fieldId('select'), type: 'select', title: 'Topic', options: topics },
      { id: fieldId('textarea'), type: 'textarea', title: 'Message', required: true, maxLength: 2000 },
    ],
    submitButtonText: 'Send',
    postSubmit: { kind: 'message', message: thanks },
    captcha: false,
  };
  return block(FORM, { ...settings });
}

export function newsletter(title: string, description: string): PageBlock {
  const settings: NewsletterBlockSettings = {
    formId: newId(),
    title,
    description,
    placeholder: 'Email Address',
    buttonText: 'Sign Up',
    successMessage: 'Thank you! Please check your inbox to confirm your subscription.',
    captcha: false,
  };
  return block(NEWSLETTER, { ...settings });
}
