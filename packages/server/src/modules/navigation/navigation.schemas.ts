import { linkProblem, MAX_SITE_LANGUAGES, normaliseLanguageTag } from '@atelier/domain';
import { z } from 'zod';
import { MAX_ORDERABLE_ITEMS } from '#config/config-limits';

const Id = z.string().regex(/^[0-9a-f]{24}$/, 'Not an id.');

/** A menu link's address: a full web address, or anything the spec's link validators accept. */
const Url = z
  .string()
  .trim()
  .min(1, 'Enter the address the link leads to.')
  .max(2000)
  .superRefine((value, ctx) => {
    if (/^\s*(javascript|data|vbscript):/i.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'This link type is not allowed.' });
      return;
    }
    const problem = linkProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A link's title in the site's other languages: by canonical tag, its one key `title`. */
export const LinkTranslations = z
  .record(
    z.string(),
    z
      .object({
        title: z.object({
          text: z.string().max(200, 'Use at most 200 characters.'),
          machine: z.boolean().optional(),
        }),
      })
      .partial()
      .strict(),
  )
  .superRefine((translations, ctx) => {
    const tags = Object.keys(translations);
    if (tags.length > MAX_SITE_LANGUAGES)
      ctx.addIssue({ code: 'custom', message: `A link holds at most ${MAX_SITE_LANGUAGES} languages.` });
    for (const tag of tags) {
      const canonical = normaliseLanguageTag(tag);
      if (canonical !== tag)
        ctx.addIssue({
          code: 'custom',
          path: [tag],
          message: canonical ? `Write this language as ${canonical}.` : 'Not a language tag.',
        });
    }
  });

export const LinkInput = z.object({
  title: z.string().trim().min(1, 'Enter the words shown in the menu.').max(200),
  url: Url,
  newWindow: z.boolean().default(false),
  /** Left out, a link's stored translations stay. */
  translations: LinkTranslations.optional(),
});
export type LinkInput = z.infer<typeof LinkInput>;

export const LinkPatch = LinkInput.partial();
export type LinkPatch = z.infer<typeof LinkPatch>;

/** The whole main menu in order: every page and link once, each with the item it sits under, if any. */
export const MenuOrder = z.object({
  items: z
    .array(z.object({ id: Id, parentId: Id.nullable() }))
    .max(MAX_ORDERABLE_ITEMS, `A navigation holds at most ${MAX_ORDERABLE_ITEMS} items.`),
});
export type MenuOrder = z.infer<typeof MenuOrder>;

export const LinkParams = z.object({ id: Id });
