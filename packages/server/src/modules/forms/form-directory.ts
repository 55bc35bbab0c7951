import {
  type FormBlockSettings,
  type FormField,
  FormFieldType,
  formBlockMessages,
  isFormFieldType,
  NEWSLETTER_EMAIL_FIELD_ID,
  type NewsletterBlockSettings,
  type PageDocument,
} from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { publishedPageDocuments } from './forms.queries';
import { popupNewsletterForm } from './popup-form';

/** Block types (spec 001 §3 block-type enumeration). */
export const FORM_BLOCK_TYPE = 9;
export const NEWSLETTER_BLOCK_TYPE = 51;

export type FormKind = 'form' | 'newsletter';

/** A form as published: where it is and what it asks. */
export interface PublishedForm {
  formId: string;
  kind: FormKind;
  /** The block's title, or '' when it has none. */
  title: string;
  fields: FormField[];
  captcha: boolean;
  /** Forms only: what the visitor sees once the submission is accepted. */
  postSubmit: FormBlockSettings['postSubmit'];
  notificationEmail: string;
  pageId: string;
  pagePath: string;
  pageTitle: string;
  /** The password hash of the page when it is locked: the form takes posts only from who unlocked it. */
  pagePasswordHash: string | null;
  /** The member area the page is in: the form takes posts only from its members (modules/members). */
  pageMemberAreaId: string | null;
}

const pathOf = (slug: string) => (slug === 'home' ? '/' : `/${slug}`);
const asString = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/**
 * Fields of a stored form block, kept only when they have a usable id and type: a document saved
 * before form blocks were validated must not break submissions to its other fields.
 */
function usableFields(raw: unknown): FormField[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const fields: FormField[] = [];
  for (const field of raw as Partial<FormField>[]) {
    if (typeof field !== 'object' || field === null) continue;
    const { id, type } = field;
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id) || id === '__proto__' || seen.has(id))
      continue;
    if (typeof type !== 'string' || !isFormFieldType(type)) continue;
    seen.add(id);
    fields.push({
      ...field,
      id,
      type,
      title: asString(field.title),
      options: Array.isArray(field.options) ? field.options.filter((o) => typeof o === 'string') : undefined,
    });
  }
  return fields;
}

function postSubmitOf(raw: unknown): FormBlockSettings['postSubmit'] {
  const value = (raw ?? {}) as Record<string, unknown>;
  if (value.kind === 'redirect' && typeof value.url === 'string' && value.url)
    return { kind: 'redirect', url: value.url };
  if (value.kind === 'html' && typeof value.html === 'string') return { kind: 'html', html: value.html };
  return { kind: 'message', message: asString(value.message) };
}

/** The newsletter's one field: a required email address. */
export const newsletterFields = (): FormField[] => [
  {
    id: NEWSLETTER_EMAIL_FIELD_ID,
    type: FormFieldType.email,
    title: formBlockMessages.newsletterEmailLabel,
    required: true,
  },
];

function formsIn(
  document: PageDocument,
  page: {
    id: string;
    slug: string;
    title: string;
    password_hash: string | null;
    member_area_id?: string | null;
  },
): PublishedForm[] {
  const found: PublishedForm[] = [];
  for (const section of document.sections ?? []) {
    for (const block of section.blocks ?? []) {
      if (block.type !== FORM_BLOCK_TYPE && block.type !== NEWSLETTER_BLOCK_TYPE) continue;
      const settings = (block.settings ?? {}) as Partial<FormBlockSettings & NewsletterBlockSettings>;
      if (typeof settings.formId !== 'string' || !/^[0-9a-f]{24}$/.test(settings.formId)) continue;
      const newsletter = block.type === NEWSLETTER_BLOCK_TYPE;
      found.push({
        formId: settings.formId,
        kind: newsletter ? 'newsletter' : 'form',
        title: asString(settings.title),
        fields: newsletter ? newsletterFields() : usableFields(settings.fields),
        captcha: settings.captcha === true,
        postSubmit: newsletter
          ? { kind: 'message', message: asString(settings.successMessage) }
          : postSubmitOf(settings.postSubmit),
        notificationEmail: newsletter ? '' : asString(settings.notificationEmail).trim(),
        pageId: page.id,
        pagePath: pathOf(page.slug),
        pageTitle: page.title,
        pagePasswordHash: page.password_hash,
        pageMemberAreaId: page.member_area_id ?? null,
      });
    }
  }
  return found;
}

/**
 * The forms of each site's published pages, by form id. Entries are keyed by the site's render
 * generation, which every publish bumps, so a newly published form is found at once and a form
 * only in a draft never is. A form placed on several pages is listed once per page.
 */
export class FormDirectory {
  private readonly bySite = new Map<
    string,
    { generation: number; forms: Promise<Map<string, PublishedForm[]>> }
  >();

  constructor(private readonly db: Kysely<DB>) {}

  async all(siteId: string, generation: number): Promise<Map<string, PublishedForm[]>> {
    const known = this.bySite.get(siteId);
    if (known && known.generation === generation) return known.forms;
    const forms = this.load(siteId);
    if (this.bySite.size > 5_000) this.bySite.clear();
    this.bySite.set(siteId, { generation, forms });
    forms.catch(() => this.bySite.delete(siteId));
    return forms;
  }

  /** The form, preferring its placement on `pageId` when it is on several pages. */
  async find(
    siteId: string,
    generation: number,
    formId: string,
    pageId?: string,
  ): Promise<PublishedForm | null> {
    const placements = (await this.all(siteId, generation)).get(formId);
    if (!placements?.length) return null;
    return placements.find((form) => form.pageId === pageId) ?? placements[0]!;
  }

  private async load(siteId: string): Promise<Map<string, PublishedForm[]>> {
    const forms = new Map<string, PublishedForm[]>();
    for (const page of await publishedPageDocuments(this.db, siteId)) {
      let document: PageDocument;
      try {
        document = JSON.parse(page.document) as PageDocument;
      } catch {
        continue;
      }
      for (const form of formsIn(document, page)) {
        const list = forms.get(form.formId) ?? [];
        list.push(form);
        forms.set(form.formId, list);
      }
    }
    // The popup overlay's newsletter is on every page (popup-form.ts).
    const popup = await popupNewsletterForm(this.db, siteId);
    if (popup && !forms.has(popup.formId)) forms.set(popup.formId, [popup]);
    return forms;
  }
}
