import { IMAGE_BLOCK_LIMITS, IMAGE_VARIANTS, linkProblem } from '@atelier/domain';
import { z } from 'zod';

const id = z.string().regex(/^[0-9a-f]{24}$/, 'Not an id.');
const href = z
  .string()
  .max(2000)
  .refine((value) => !/^\s*(javascript|data|vbscript):/i.test(value), 'This link type is not allowed.');

/** The characters of a rich-text document's text nodes, all together. */
function textLength(node: unknown): number {
  if (typeof node !== 'object' || node === null) return 0;
  const { text, content } = node as { text?: unknown; content?: unknown };
  const own = typeof text === 'string' ? text.length : 0;
  return (
    own + (Array.isArray(content) ? content.reduce((sum: number, child) => sum + textLength(child), 0) : 0)
  );
}

/**
 * Image block (type 5) settings, ImageBlockSettings of the domain. A block may be empty (just
 * added, no image chosen yet): it saves, survives a reload and shows 'Choose an image' in the
 * editor; the site renders nothing for it. Its design is one of the image variants 1012–1017; the
 * designs other than inline show a title, a text written like a text block's document (at most
 * IMAGE_BLOCK_LIMITS.text characters) and an optional button, whose link is checked as a Button
 * block's is (empty while the owner types; the site then shows no button). `richText` is the page
 * document's own bound on such a document.
 */
export function imageSettingsSchema(richText: z.ZodType<unknown>) {
  return z.object({
    mediaId: id.optional(),
    src: z.string().max(2000).optional(),
    alt: z.string().max(500).default(''),
    decorative: z.boolean().optional(),
    caption: z
      .string({ error: 'Write the caption as text.' })
      .max(IMAGE_BLOCK_LIMITS.caption, `A caption holds at most ${IMAGE_BLOCK_LIMITS.caption} characters.`)
      .optional(),
    width: z.number().int().positive().max(20_000).optional(),
    height: z.number().int().positive().max(20_000).optional(),
    link: href.optional(),
    lightbox: z.boolean().optional(),
    focalPoint: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
    variant: z
      .number({ error: 'Choose one of the image designs.' })
      .refine(
        (value) => (IMAGE_VARIANTS as readonly number[]).includes(value),
        `Choose one of the image designs: ${IMAGE_VARIANTS.join(', ')}.`,
      )
      .optional(),
    title: z
      .string({ error: 'Write the title as text.' })
      .max(IMAGE_BLOCK_LIMITS.title, `A title holds at most ${IMAGE_BLOCK_LIMITS.title} characters.`)
      .optional(),
    text: z
      .record(z.string(), z.unknown(), { error: 'Write the text as a rich-text document.' })
      // Only an object reaches the document's own rules, which read nothing else.
      .pipe(richText as z.ZodType<unknown, Record<string, unknown>>)
      .refine(
        (doc) => textLength(doc) <= IMAGE_BLOCK_LIMITS.text,
        `The text holds at most ${IMAGE_BLOCK_LIMITS.text} characters.`,
      )
      .optional(),
    buttonLabel: z
      .string({ error: 'Write the button label as text.' })
      .max(
        IMAGE_BLOCK_LIMITS.buttonLabel,
        `A button label holds at most ${IMAGE_BLOCK_LIMITS.buttonLabel} characters.`,
      )
      .optional(),
    buttonLink: z
      .string({ error: 'Write the link as text.' })
      .max(2000, 'Use at most 2000 characters.')
      .superRefine((value, ctx) => {
        const problem = value.trim() === '' ? null : linkProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  });
}
