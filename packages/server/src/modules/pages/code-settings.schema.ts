import { CODE_BLOCK_LIMITS } from '@atelier/domain';
import { z } from 'zod';

const { html, title, height } = CODE_BLOCK_LIMITS;

/**
 * Code (block type 23) settings, CodeBlockSettings of the domain: the owner's HTML (it may be
 * empty while an admin writes it: the site then shows nothing), the frame's name and the height it
 * keeps until its content reports its own. Who may add one or change its HTML is the page routes'
 * to check (the `code` permission), not the shape's.
 */
export const codeSettingsSchema = z.object({
  html: z.string({ error: 'Write the HTML as text.' }).max(html, `Use at most ${html} characters.`),
  title: z
    .string({ error: 'Write the title as text.' })
    .max(title, `Use at most ${title} characters.`)
    .optional(),
  height: z
    .number({ error: 'Give the height in pixels.' })
    .int('Give the height in whole pixels.')
    .min(height.min, `Give a height of at least ${height.min} pixels.`)
    .max(height.max, `Give a height of at most ${height.max} pixels.`)
    .optional(),
});
