import { MENU_LIMITS } from '@atelier/domain';
import { z } from 'zod';

/** An owner's words, with a message the editor shows as it is. Empty is allowed while typing. */
const words = (max: number) =>
  z.string({ error: 'Write this as text.' }).max(max, `Use at most ${max} characters.`);

/** Keys a translation and the editor's rows: unique among its neighbours, never a prototype name. */
const partId = z
  .string({ error: 'Not an id.' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not an id.')
  .refine((value) => value !== '__proto__', 'Not an id.');

/** A list of parts with ids, at most `max` of them, each id once. */
const parts = <T extends z.ZodType<{ id: string }>>(part: T, max: number, tooMany: string, what: string) =>
  z
    .array(part, { error: `Give the ${what} as a list.` })
    .max(max, tooMany)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((item, index) => {
        if (seen.has(item.id))
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'This id is used twice.' });
        seen.add(item.id);
      });
    });

const menuItem = z.object({
  id: partId,
  name: words(MENU_LIMITS.title),
  description: words(MENU_LIMITS.description).optional(),
  price: words(MENU_LIMITS.price).optional(),
});

const menuSection = z.object({
  id: partId,
  title: words(MENU_LIMITS.title),
  items: parts(
    menuItem,
    MENU_LIMITS.itemsPerSection,
    `A section holds at most ${MENU_LIMITS.itemsPerSection} items.`,
    'items',
  ),
});

const menuTab = z.object({
  id: partId,
  title: words(MENU_LIMITS.title),
  sections: parts(
    menuSection,
    MENU_LIMITS.sectionsPerTab,
    `A tab holds at most ${MENU_LIMITS.sectionsPerTab} sections.`,
    'sections',
  ),
});

/**
 * Menu block (type 18) settings, MenuBlockSettings of the domain: tabs of sections of items, each
 * bounded, prices as the owner writes them. A menu has at least one tab.
 */
export const menuSettingsSchema = z.object({
  tabs: parts(menuTab, MENU_LIMITS.tabs, `A menu has at most ${MENU_LIMITS.tabs} tabs.`, 'tabs').refine(
    (tabs) => tabs.length > 0,
    'A menu has at least one tab.',
  ),
  currencyNote: words(MENU_LIMITS.currencyNote).optional(),
});
