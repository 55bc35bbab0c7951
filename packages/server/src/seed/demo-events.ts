import { BlockType, emptyDocument, headingDoc, instantToZoned, newId, paragraphDoc } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { EventInput } from '#modules/events/events.schemas';
import { createEvent } from '#modules/events/events.service';
import { createPage, readDraft, saveDraft } from '#modules/pages/pages.service';
import { publishOnePage } from '#modules/pages/site-publish.service';
import type { DB } from '#platform/db/schema';

const DAY = 86_400_000;
/** The studio's own zone and address (the Contact page's map, seed/demo-map.ts). */
const ZONE = 'America/New_York';
const STUDIO = '14 Water Street, Brooklyn, New York 11201';

/** The Events page's workshops: days after the seed, and their hours in the studio's zone. */
export const DEMO_WORKSHOPS = [
  {
    title: 'Wheel throwing for beginners',
    daysAhead: 3,
    from: '18:30',
    to: '21:00',
    text: 'Centre, open and pull your first bowl on the wheel. Clay, aprons and the firing are included; your bowl is ready three weeks later.',
  },
  {
    title: 'Glazing workshop: river slate',
    daysAhead: 10,
    from: '10:00',
    to: '13:00',
    text: 'Mix, test and apply the studio’s grey-blue glaze on two bisque pieces of your choice.',
  },
  {
    title: 'Raku firing day',
    daysAhead: 17,
    from: '10:00',
    to: '16:00',
    text: 'A day outdoors by the raku kiln: pieces come out glowing and go into sawdust for their crackle. Bring closed shoes.',
  },
] as const;

/** The Contact page's heading over its Calendar block. */
export const DEMO_CALENDAR_HEADING = 'Workshops this month';

/** The words above in French and German (seed/demo-language-words.ts). */
export const DEMO_EVENTS_WORDS = {
  Workshops: { fr: 'Ateliers', de: 'Workshops' },
  [DEMO_CALENDAR_HEADING]: { fr: 'Les ateliers du mois', de: 'Workshops in diesem Monat' },
};
export const DEMO_EVENTS_ADDRESSES = { workshops: { fr: 'ateliers', de: 'workshops' } };

/**
 * The demo's Events page, "Workshops" in the menu, with three workshops in the coming three weeks
 * (days after `now`, at the studio's hours in New York), and a Calendar block on the Contact page
 * showing its month. Run before the languages, which translate both pages and publish them again.
 */
export async function addDemoEvents(db: Kysely<DB>, siteId: string, now = new Date()): Promise<string> {
  const page = await createPage(
    db,
    siteId,
    { kind: 'events', title: 'Workshops', slug: 'workshops', navigation: 'main' },
    emptyDocument(),
  );
  await publishOnePage(db, siteId, page.id, null);
  for (const workshop of DEMO_WORKSHOPS) {
    const day = instantToZoned(new Date(now.getTime() + workshop.daysAhead * DAY), ZONE).slice(0, 10);
    const input: EventInput = {
      title: workshop.title,
      allDay: false,
      start: `${day}T${workshop.from}`,
      end: `${day}T${workshop.to}`,
      timeZone: ZONE,
      location: STUDIO,
      description: paragraphDoc(workshop.text) as unknown as Record<string, unknown>,
      mediaId: null,
      link: null,
      status: 'published',
    };
    await createEvent(db, siteId, page.id, input);
  }
  const contact = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', siteId)
    .where('slug', '=', 'contact')
    .executeTakeFirst();
  if (contact) {
    const draft = await readDraft(db, siteId, contact.id);
    const section = {
      id: newId(),
      blocks: [
        { id: newId(), type: BlockType.html, settings: { doc: headingDoc(DEMO_CALENDAR_HEADING, 2) } },
        { id: newId(), type: BlockType.calendar, settings: { pageId: page.id } },
      ],
    };
    await saveDraft(
      db,
      siteId,
      contact.id,
      { ...draft.document, sections: [...draft.document.sections, section] },
      draft.revision,
    );
    // Published with the languages' pass (seed/demo-languages.ts), as the other Contact blocks.
  }
  return page.id;
}
