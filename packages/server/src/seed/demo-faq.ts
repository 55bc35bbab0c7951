import { type AccordionBlockSettings, BlockType, headingDoc, newId, paragraphDoc } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { readDraft, saveDraft } from '#modules/pages/pages.service';
import type { DB } from '#platform/db/schema';

/** The questions of the About page's accordion, each with its answer. */
export const DEMO_FAQ: readonly (readonly [string, string])[] = [
  [
    'Do you run pottery classes?',
    'Yes: a beginners’ wheel class on Tuesday evenings and a weekend course once a month. Clay, glazes and firing are included.',
  ],
  [
    'How long does a firing take?',
    'A glaze firing takes a day, and the kiln needs two more to cool. Pieces made in a class are ready to collect three weeks later.',
  ],
  [
    'Do you ship?',
    'We ship across Europe, packed in recycled paper and card. Every piece is insured until it reaches you.',
  ],
  [
    'Can I give a class as a gift?',
    'Yes: a gift card covers any class or any piece in the shop, and you choose the amount.',
  ],
];

/**
 * The About page's questions: a section with a heading and an Accordion block (type 69), its first
 * answer open and one open at a time. Run before the languages, which translate it.
 */
export async function addDemoFaq(db: Kysely<DB>, siteId: string): Promise<void> {
  const about = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', siteId)
    .where('slug', '=', 'about')
    .executeTakeFirst();
  if (!about) return;
  const settings: AccordionBlockSettings = {
    items: DEMO_FAQ.map(([title, answer]) => ({ id: newId(), title, body: paragraphDoc(answer) })),
    openFirst: true,
    allowMany: false,
  };
  const section = {
    id: newId(),
    blocks: [
      { id: newId(), type: BlockType.html, settings: { doc: headingDoc('Questions we hear often', 2) } },
      { id: newId(), type: BlockType.accordion, settings: { ...settings } },
    ],
  };
  const draft = await readDraft(db, siteId, about.id);
  await saveDraft(
    db,
    siteId,
    about.id,
    { ...draft.document, sections: [...draft.document.sections, section] },
    draft.revision,
  );
  // Published with the languages' pass (seed/demo-languages.ts), which publishes every live page again.
}
