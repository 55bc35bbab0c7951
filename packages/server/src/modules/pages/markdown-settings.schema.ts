import { MARKDOWN_LIMITS } from '@atelier/domain';
import { z } from 'zod';

/**
 * Markdown (block type 44) settings, MarkdownBlockSettings of the domain: the source, whatever it
 * holds (the site renders it as rich text, never its HTML).
 */
export const markdownSettingsSchema = z.object({
  text: z
    .string({ error: 'Write the Markdown as text.' })
    .max(MARKDOWN_LIMITS.text, `Use at most ${MARKDOWN_LIMITS.text} characters.`),
});
