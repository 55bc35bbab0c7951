import { EMBED_LIMITS, EMBED_SIZES, embedCodeProblem } from '@atelier/domain';
import { z } from 'zod';

const { html, title, height } = EMBED_LIMITS;

/**
 * Embed (block type 22) settings, EmbedBlockSettings of the domain: an embed code the site can
 * frame (one `<iframe>`, `<object>` or `<embed>` of an https address, or the address alone; spec
 * 001 §3's type invalid is refused with the words the editor shows, `embedCodeProblem`), or none
 * yet (the site then shows nothing), the frame's name, and its proportions or height.
 */
export const embedSettingsSchema = z.object({
  html: z
    .string({ error: 'Paste the embed code as text.' })
    .max(html, `Use at most ${html} characters.`)
    .superRefine((value, ctx) => {
      // Empty is allowed: a block just added saves while its owner finds the code to paste.
      const problem = value.trim() ? embedCodeProblem(value) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  title: z
    .string({ error: 'Write the title as text.' })
    .max(title, `Use at most ${title} characters.`)
    .optional(),
  size: z.enum(EMBED_SIZES, { error: `Choose a size: ${EMBED_SIZES.join(', ')}.` }).optional(),
  height: z
    .number({ error: 'Give the height in pixels.' })
    .int('Give the height in whole pixels.')
    .min(height.min, `Give a height of at least ${height.min} pixels.`)
    .max(height.max, `Give a height of at most ${height.max} pixels.`)
    .optional(),
});
