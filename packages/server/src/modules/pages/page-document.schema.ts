import {
  BLOCKS_PER_LAYOUT_MESSAGE,
  BlockType,
  FORM_LIMITS,
  FormFieldType,
  isValidEmail,
  LIMITS,
  linkProblem,
  MAX_SECTION_COLUMNS,
  MAX_SITE_LANGUAGES,
  normaliseLanguageTag,
  PAGE_TEXT_KEYS,
  SECTION_COLOUR,
  SECTION_HEIGHTS,
  SECTION_PADDINGS,
  SEO_LIMITS,
} from '@atelier/domain';
import { z } from 'zod';
import { accordionSettingsSchema } from './accordion-settings.schema';
import { albumSettingsSchema, audioSettingsSchema } from './audio-settings.schema';
import { chartSettingsSchema } from './chart-settings.schema';
import { codeSettingsSchema } from './code-settings.schema';
import { donationSettingsSchema } from './donation-settings.schema';
import { embedSettingsSchema } from './embed-settings.schema';
import { gallerySettingsSchema } from './gallery-settings.schema';
import { imageSettingsSchema } from './image-settings.schema';
import { mapSettingsSchema } from './map-settings.schema';
import { markdownSettingsSchema } from './markdown-settings.schema';
import { marqueeSettingsSchema } from './marquee-settings.schema';
import { menuSettingsSchema } from './menu-settings.schema';
import { Slug } from './pages.schemas';
import { shapeSettingsSchema } from './shape-settings.schema';
import { socialLinksSettingsSchema } from './social-links-settings.schema';
import { videoSettingsSchema } from './video-settings.schema';

// Spec 001 §9: max blocks per layout. A section is one layout, whatever its columns.
const MAX_BLOCKS_PER_SECTION = LIMITS.maxBlocksPerLayout;
const MAX_SECTIONS = 50;
const MAX_DOCUMENT_BYTES = 512 * 1024;

const id = z.string().regex(/^[0-9a-f]{24}$/, 'Not an id.');
const text = (max: number) => z.string().max(max);
/** An owner's words with a limit the editor can show as it is. */
const words = (max: number) => z.string().max(max, `Use at most ${max} characters.`);
const href = z
  .string()
  .max(2000)
  .refine((value) => !/^\s*(javascript|data|vbscript):/i.test(value), 'This link type is not allowed.');

// ProseMirror JSON; the renderer decides what it shows, this only bounds the shape.
const proseMirrorNode: z.ZodType<unknown> = z.lazy(() =>
  z.object({
    type: text(40),
    attrs: z.record(z.string(), z.unknown()).optional(),
    text: text(20_000).optional(),
    marks: z
      .array(z.object({ type: text(40), attrs: z.record(z.string(), z.unknown()).optional() }))
      .max(20)
      .optional(),
    content: z.array(proseMirrorNode).max(2000).optional(),
  }),
);

// Form fields (FormField in @atelier/domain): ids are the keys of a submission's values, so they
// are unique within a form and never an Object.prototype name.
const formField = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a field id.')
    .refine((value) => value !== '__proto__', 'Not a field id.'),
  type: z.enum(FormFieldType),
  title: text(500),
  description: text(2000).optional(),
  placeholder: text(200).optional(),
  required: z.boolean().optional(),
  currencySymbol: text(8).optional(),
  showCountryCode: z.boolean().optional(),
  underline: z.boolean().optional(),
  options: z.array(text(500)).max(FORM_LIMITS.maxOptions).optional(),
  key: text(100).optional(),
  value: text(FORM_LIMITS.maxValueLength).optional(),
  // Any number: an invalid or non-positive maximum simply means no limit.
  maxLength: z.number().optional(),
});

const formFields = z
  .array(formField)
  .max(FORM_LIMITS.maxFields)
  .refine(
    (fields) => new Set(fields.map((field) => field.id)).size === fields.length,
    'Field ids must be unique.',
  );

const postSubmit = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), message: text(5000) }),
  z.object({ kind: z.literal('html'), html: text(100_000) }),
  z.object({ kind: z.literal('redirect'), url: href.min(1, 'Enter the address to go to.') }),
]);

const notificationEmail = z
  .string()
  .max(256)
  .refine((value) => value.trim() === '' || isValidEmail(value.trim()), 'Enter a valid email address.');

/** Settings schemas of the block types the renderer knows; other known types keep free-form settings. */
const settingsByType: Record<number, z.ZodType<unknown>> = {
  2: z.object({ doc: proseMirrorNode }),
  8: gallerySettingsSchema,
  // Image (block type 5): possibly still empty, in one of six designs (image-settings.schema.ts).
  5: imageSettingsSchema(proseMirrorNode),
  9: z.object({
    formId: id,
    title: text(200).optional(),
    fields: formFields,
    submitButtonText: text(200),
    postSubmit,
    captcha: z.boolean(),
    notificationEmail: notificationEmail.optional(),
  }),
  21: z.object({ height: z.number().int().min(8).max(400) }),
  31: z.object({ text: text(5000), source: text(500).optional() }),
  32: videoSettingsSchema,
  // Menu (block type 18): tabs of sections of priced items (menu-settings.schema.ts).
  18: menuSettingsSchema,
  // Accordion (block type 69): titled items with rich-text bodies (accordion-settings.schema.ts).
  69: accordionSettingsSchema(proseMirrorNode),
  // Marquee (block type 70): scrolling words and their motion (marquee-settings.schema.ts).
  70: marqueeSettingsSchema,
  // Social links (types 19, 48, 54): networks' addresses or usernames (social-links-settings.schema.ts).
  19: socialLinksSettingsSchema,
  48: socialLinksSettingsSchema,
  54: socialLinksSettingsSchema,
  // Shape (block type 71): a shape, a palette fill, an optional masked image (shape-settings.schema.ts).
  71: shapeSettingsSchema,
  // Chart (block type 62): a bar, line or pie chart from a table (chart-settings.schema.ts).
  62: chartSettingsSchema,
  // Code (block type 23): an admin's HTML, shown in a sandboxed frame (code-settings.schema.ts).
  23: codeSettingsSchema,
  // Embed (block type 22): another site's frame from an embed code (embed-settings.schema.ts).
  22: embedSettingsSchema,
  // Map (block type 4): a position, its address card and display options (map-settings.schema.ts).
  4: mapSettingsSchema,
  // Markdown (block type 44): its source, rendered as rich text (markdown-settings.schema.ts).
  44: markdownSettingsSchema,
  // Donation (block type 52): a cause, its amounts and their bounds (donation-settings.schema.ts).
  52: donationSettingsSchema,
  // Audio (41) and Album (60): library tracks in native players (audio-settings.schema.ts).
  41: audioSettingsSchema,
  60: albumSettingsSchema,
  33: z.object({ placeholder: text(200) }),
  47: z.object({}),
  // Navigation (block type 1): the page in each of the site's languages.
  1: z.object({ show: z.literal('languages') }),
  // Product (spec 001 §3 block type 43): one product of the site's store; none chosen yet is allowed.
  43: z.object({ productId: id.optional() }),
  // Calendar (block type 26): an Events page's month; none chosen yet ('' or absent) is allowed. That
  // it is an Events page of the site is checked with the database (calendar-block.check.ts).
  26: z.object({
    pageId: z
      .string({ error: 'Choose an Events page.' })
      .regex(/^([0-9a-f]{24})?$/, 'Choose an Events page.')
      .optional(),
  }),
  // Member area (block type 67): one area's join offer; none chosen yet ('' or absent) is allowed.
  67: z.object({
    areaId: z
      .string()
      .regex(/^([0-9a-f]{24})?$/, 'Choose a member area.')
      .optional(),
    heading: words(200).optional(),
    text: words(2000).optional(),
    buttonLabel: words(100).optional(),
  }),
  51: z.object({
    formId: id,
    title: text(200),
    description: text(2000).optional(),
    placeholder: text(200),
    buttonText: text(200),
    successMessage: text(2000),
    captcha: z.boolean(),
  }),
  53: z.object({
    label: text(200).min(1, 'Enter a label.'),
    // A button leads somewhere: words such as "contact page" would publish as a broken link.
    href: href.superRefine((value, ctx) => {
      const problem = value === '' ? null : linkProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    size: z.enum(['small', 'medium', 'large']),
    alignment: z.enum(['left', 'center', 'right']),
    newWindow: z.boolean(),
  }),
};

const block = z
  .object({
    id,
    type: z.number().int().min(1).max(200),
    settings: z.record(z.string(), z.unknown()),
    column: z
      .number()
      .int()
      .min(0)
      .max(MAX_SECTION_COLUMNS - 1, `A section has at most ${MAX_SECTION_COLUMNS} columns.`)
      .optional(),
  })
  .superRefine((value, ctx) => {
    const schema = settingsByType[value.type];
    if (!schema) return;
    const result = schema.safeParse(value.settings);
    for (const issue of result.success ? [] : result.error.issues) {
      ctx.addIssue({ code: 'custom', path: ['settings', ...issue.path], message: issue.message });
    }
  });

const absoluteUrl = z
  .string()
  .trim()
  .max(SEO_LIMITS.address)
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s/?#]+\S*$/i.test(value),
    'Enter a full address starting with https://.',
  );
const imageAddress = z
  .string()
  .trim()
  .max(SEO_LIMITS.address)
  .refine(
    (value) => value === '' || /^(https?:\/\/[^\s/?#]+|\/(?!\/))\S*$/i.test(value),
    'Enter an image address starting with https:// or /.',
  );

const sectionLayout = z.object({
  columns: z
    .number()
    .int()
    .min(1, 'A section has at least 1 column.')
    .max(MAX_SECTION_COLUMNS, `A section has at most ${MAX_SECTION_COLUMNS} columns.`)
    .optional(),
  background: z
    .object({
      color: z.string().regex(SECTION_COLOUR, 'Choose a colour such as #1f6feb.').optional(),
      mediaId: id.optional(),
    })
    .optional(),
  height: z.enum(SECTION_HEIGHTS).optional(),
  padding: z.enum(SECTION_PADDINGS).optional(),
});

export const PageSeoSchema = z.object({
  title: text(SEO_LIMITS.title).optional(),
  description: text(SEO_LIMITS.description).optional(),
  socialImage: imageAddress.optional(),
  canonical: absoluteUrl.optional(),
  noindex: z.boolean().optional(),
});

/** Keys one language of a page may hold: every text of the largest page, with room to spare. */
export const MAX_TRANSLATION_KEYS = 5000;
const MAX_TRANSLATION_KEY_LENGTH = 200;
/** Longest translated text: a long rich-text block's document as JSON fits. */
const MAX_TRANSLATION_TEXT = 50_000;

const translatedText = z.object({
  text: z.string().max(MAX_TRANSLATION_TEXT, `Use at most ${MAX_TRANSLATION_TEXT} characters.`),
  machine: z.boolean().optional(),
});

/**
 * A page's translations (`Translations` of @atelier/domain, docs/languages.md): by language tag, in
 * its canonical form (the one the site's languages use, so a lookup finds it), then by key. A
 * translated address (`@slug`) is an address like the page's own.
 */
export const PageTranslationsSchema = z
  .record(
    z.string(),
    z
      .record(
        z
          .string()
          .min(1, 'Name the text.')
          .max(MAX_TRANSLATION_KEY_LENGTH, 'This key is too long.')
          .refine((key) => key !== '__proto__', 'Not a text of the page.'),
        translatedText,
      )
      .refine(
        (texts) => Object.keys(texts).length <= MAX_TRANSLATION_KEYS,
        `A language holds at most ${MAX_TRANSLATION_KEYS} texts of a page.`,
      ),
  )
  .superRefine((translations, ctx) => {
    const tags = Object.keys(translations);
    if (tags.length > MAX_SITE_LANGUAGES) {
      ctx.addIssue({ code: 'custom', message: `A page holds at most ${MAX_SITE_LANGUAGES} languages.` });
    }
    for (const tag of tags) {
      const canonical = normaliseLanguageTag(tag);
      if (canonical !== tag) {
        ctx.addIssue({
          code: 'custom',
          path: [tag],
          message: canonical ? `Write this language as ${canonical}.` : 'Not a language tag.',
        });
        continue;
      }
      const slug = translations[tag]?.[PAGE_TEXT_KEYS.slug];
      if (slug && slug.text !== '') {
        const checked = Slug.safeParse(slug.text);
        if (!checked.success || checked.data !== slug.text) {
          ctx.addIssue({
            code: 'custom',
            path: [tag, PAGE_TEXT_KEYS.slug, 'text'],
            message: checked.success
              ? 'Use lowercase letters, digits and single hyphens.'
              : (checked.error.issues[0]?.message ?? 'Not an address.'),
          });
        }
      }
    }
  });

export const PageDocumentSchema = z.object({
  sections: z
    .array(
      z.object({
        id,
        blocks: z.array(block).max(MAX_BLOCKS_PER_SECTION, BLOCKS_PER_LAYOUT_MESSAGE),
        layout: sectionLayout.optional(),
      }),
    )
    .max(MAX_SECTIONS, `A page holds at most ${MAX_SECTIONS} sections.`),
  seo: PageSeoSchema.optional(),
  translations: PageTranslationsSchema.optional(),
});

/** Form and newsletter blocks of a document: each one a form visitors can post to. */
export const formsIn = (document: { sections: { blocks: { type: number }[] }[] }): number =>
  document.sections.reduce(
    (total, section) =>
      total +
      section.blocks.filter((b) => b.type === BlockType.form || b.type === BlockType.newsletter).length,
    0,
  );

// The primary text is bounded alone: each language's translations add about as much again, and
// the request's own size limit bounds the whole.
export const SaveDraft = z
  .object({ document: PageDocumentSchema, revision: z.number().int().positive() })
  .refine(
    ({ document: { translations: _translations, ...primary } }) =>
      JSON.stringify(primary).length <= MAX_DOCUMENT_BYTES,
    { message: 'This page is too large to save.', path: ['document'] },
  );
