import { z } from 'zod';

/**
 * A tag as the owner sent it: checked and made canonical by the service, which names each bad one
 * with `languages.invalid_tag` rather than the generic invalid input.
 */
const Tag = z.string({ error: 'Enter a language tag.' }).max(100, 'Use a language tag such as fr.');

/** `PUT /api/multilingual/languages`: the other languages in order, and perhaps a new primary one. */
export const LanguagesInput = z.object({
  primary: Tag.optional(),
  languages: z
    .array(z.object({ tag: Tag, published: z.boolean({ error: 'Say whether visitors see it.' }) }))
    .max(100, 'A site has at most 30 languages.'),
});
export type LanguagesInput = z.infer<typeof LanguagesInput>;

export const PROVIDERS = ['libretranslate', 'deepl'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** `PUT /api/multilingual/connection`. The address is optional: each provider has its own. */
export const ConnectionInput = z.object({
  provider: z.enum(PROVIDERS, { error: 'Choose LibreTranslate or DeepL.' }),
  endpoint: z.string().trim().max(500, 'Use at most 500 characters.').optional().default(''),
  apiKey: z.string().trim().max(500, 'Use at most 500 characters.').default(''),
});
export type ConnectionInput = z.infer<typeof ConnectionInput>;

const Id = z.string().regex(/^[0-9a-f]{24}$/, 'Not an id.');

/**
 * `POST /api/multilingual/fill`: one subject, a page (its draft), a product, the menu's links or
 * the site's own texts, filled in one language.
 */
export const FillInput = z
  .object({
    language: Tag,
    pageId: Id.optional(),
    productId: Id.optional(),
    subject: z.enum(['menu', 'site'], { error: 'Choose menu or site.' }).optional(),
  })
  .refine(
    (input) => [input.pageId, input.productId, input.subject].filter((x) => x !== undefined).length === 1,
    { message: 'Name one page, one product, the menu or the site.', path: ['subject'] },
  );
export type FillInput = z.infer<typeof FillInput>;

/** `GET /api/multilingual/site-texts?language=`: one language's texts of the site. */
export const SiteTextsQuery = z.object({ language: Tag });
export type SiteTextsQuery = z.infer<typeof SiteTextsQuery>;

/** `PATCH /api/multilingual/site-texts`: texts by key; null (or empty) removes a translation. */
export const SiteTextsInput = z.object({
  language: Tag,
  texts: z
    .record(z.string().max(100), z.string().max(5000, 'Use at most 5000 characters.').nullable())
    .refine((texts) => Object.keys(texts).length <= 50, 'Send at most 50 texts at once.'),
});
export type SiteTextsInput = z.infer<typeof SiteTextsInput>;
