import { ACCORDION_LIMITS } from '@atelier/domain';
import { z } from 'zod';

const itemId = z
  .string({ error: 'Not an item id.' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not an item id.')
  .refine((value) => value !== '__proto__', 'Not an item id.');

/**
 * Accordion block (type 69) settings, AccordionBlockSettings of the domain: at most
 * ACCORDION_LIMITS.items items, each with an id (it keys the item's translations), a title of at
 * most ACCORDION_LIMITS.title characters (empty while the owner types; the site leaves such an
 * item out) and a body written like a text block's document. `richText` is the page document's own
 * bound on such a document.
 */
export function accordionSettingsSchema(richText: z.ZodType<unknown>) {
  const item = z.object(
    {
      id: itemId,
      title: z
        .string({ error: 'Write the title as text.' })
        .max(ACCORDION_LIMITS.title, `A title holds at most ${ACCORDION_LIMITS.title} characters.`),
      body: z
        .record(z.string(), z.unknown(), { error: 'Write the text as a rich-text document.' })
        // Only an object reaches the document's own rules, which read nothing else.
        .pipe(richText as z.ZodType<unknown, Record<string, unknown>>),
    },
    { error: 'Each item is a title and its text.' },
  );
  const flag = z.boolean({ error: 'Use true or false.' }).optional();
  return z.object({
    items: z
      .array(item, { error: 'Give the items as a list.' })
      .max(ACCORDION_LIMITS.items, `An accordion holds at most ${ACCORDION_LIMITS.items} items.`)
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((entry, index) => {
          if (seen.has(entry.id))
            ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'This item id is used twice.' });
          seen.add(entry.id);
        });
      }),
    openFirst: flag,
    allowMany: flag,
  });
}
