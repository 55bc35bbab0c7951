import {
  BlockType,
  headingDoc,
  type MenuItem,
  newId,
  type PageDocument,
  paragraphDoc,
} from '@atelier/domain';
import type { Kysely } from 'kysely';
import { createPage, readDraft, saveDraft } from '#modules/pages/pages.service';
import { publishOnePage } from '#modules/pages/site-publish.service';
import type { DB } from '#platform/db/schema';

const HTML = 2;
const block = (type: number, settings: Record<string, unknown>) => ({ id: newId(), type, settings });
const item = (name: string, price: string, description?: string): MenuItem => ({
  id: newId(),
  name,
  price,
  ...(description ? { description } : {}),
});
const section = (title: string, items: MenuItem[]) => ({ id: newId(), title, items });

/**
 * The demo's Classes page: the studio's price menu (a Menu block), its classes in the first tab,
 * which visitors see first, and studio time and kiln space in the second.
 */
export async function addDemoClasses(db: Kysely<DB>, siteId: string): Promise<void> {
  const menu = {
    tabs: [
      {
        id: newId(),
        title: 'Classes',
        sections: [
          section('At the wheel', [
            item('Wheel taster', '$45', 'Two hours at the wheel for beginners, clay and firing included.'),
            item('Six-week course', '$260', 'One evening a week: centring, throwing, trimming and glazing.'),
          ]),
          section('By hand', [
            item('Handbuilding morning', '$55', 'Pinch, coil and slab a set of small cups.'),
          ]),
        ],
      },
      {
        id: newId(),
        title: 'Studio time',
        sections: [
          section('Open studio', [
            item('Open studio session', '$25', 'Three hours at a wheel or a table, tools included.'),
            item('Ten-session pass', '$200'),
          ]),
          section('Kiln', [item('Kiln share', '$18', 'A shelf in our next glaze firing.')]),
        ],
      },
    ],
    currencyNote: 'Prices include clay and firing.',
  };
  const document: PageDocument = {
    sections: [
      {
        id: newId(),
        blocks: [
          block(HTML, { doc: headingDoc('Classes', 1) }),
          block(HTML, { doc: paragraphDoc('Small groups, at most six people, in the studio by the river.') }),
          block(BlockType.menu, menu),
        ],
      },
    ],
  };
  const page = await createPage(
    db,
    siteId,
    { title: 'Classes', slug: 'classes', navigation: 'main' },
    document,
  );
  await publishOnePage(db, siteId, page.id, null);
}

/**
 * Below the menu, the kiln yard's picture masked by an arch (a Shape block, the tall group's 150 %
 * height). Run once the demo's pictures are in its library (media-import.ts), after the languages:
 * the block has no words of its own (the picture's description is the library's).
 */
export async function addDemoClassesShape(db: Kysely<DB>, siteId: string): Promise<void> {
  const [kiln, page] = await Promise.all([
    db
      .selectFrom('media_items')
      .select('id')
      .where('website_id', '=', siteId)
      .where('file_name', '=', 'kiln-evening.svg')
      .executeTakeFirst(),
    db
      .selectFrom('collections')
      .select('id')
      .where('website_id', '=', siteId)
      .where('slug', '=', 'classes')
      .executeTakeFirst(),
  ]);
  if (!kiln || !page) return;
  const draft = await readDraft(db, siteId, page.id);
  const shape = block(BlockType.shape, { shape: 'arch', fill: 'accent-soft', mediaId: kiln.id });
  await saveDraft(
    db,
    siteId,
    page.id,
    { ...draft.document, sections: [...draft.document.sections, { id: newId(), blocks: [shape] }] },
    draft.revision,
  );
  await publishOnePage(db, siteId, page.id, null);
}
