import { headingDoc, newId, paragraphDoc } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { nextPosition } from '#modules/pages/pages.queries';
import { createPage, readDraft, saveDraft, updatePage } from '#modules/pages/pages.service';
import { publishOnePage } from '#modules/pages/site-publish.service';
import type { DB } from '#platform/db/schema';

const HTML = 2;
const BUTTON = 53;
const text = (...paragraphs: string[]) => ({
  id: newId(),
  type: HTML,
  settings: { doc: paragraphDoc(...paragraphs) },
});
const heading = (words: string, column?: number) => ({
  id: newId(),
  type: HTML,
  settings: { doc: headingDoc(words, 2) },
  ...(column ? { column } : {}),
});

/**
 * What the demo shows of layout and navigation: a two-column section on a coloured background on
 * About, a link nested under Work in the menu (a dropdown for visitors), and the site's own
 * not-found page.
 */
export async function addDemoLayout(db: Kysely<DB>, siteId: string): Promise<void> {
  const about = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', siteId)
    .where('slug', '=', 'about')
    .executeTakeFirst();
  if (about) {
    const draft = await readDraft(db, siteId, about.id);
    const columns = {
      id: newId(),
      layout: { columns: 2, background: { color: '#f3efe7' }, padding: 'large' as const },
      blocks: [
        heading('The workshop'),
        text('Two wheels, one wood-fired kiln and a long bench by the window: everything is made here.'),
        heading('Visit us', 1),
        { ...text('The studio opens to visitors every Saturday from ten until four.'), column: 1 },
      ],
    };
    await saveDraft(
      db,
      siteId,
      about.id,
      { ...draft.document, sections: [...draft.document.sections, columns] },
      draft.revision,
    );
    // Published with the languages' pass (seed/demo-languages.ts), which publishes every live page again.
  }

  const work = await db
    .selectFrom('collections')
    .select(['id', 'position'])
    .where('website_id', '=', siteId)
    .where('slug', '=', 'work')
    .executeTakeFirst();
  if (work) {
    const linkId = newId();
    await db
      .insertInto('navigation_links')
      .values({
        id: linkId,
        website_id: siteId,
        title: 'Find a piece',
        url: '/search',
        new_window: 0,
        // Pages and links share one sequence of menu positions; nested, it shows under Work.
        position: await nextPosition(db, siteId, 'main'),
        created_at: new Date().toISOString(),
      })
      .execute();
    await db
      .insertInto('navigation_parents')
      .values({ website_id: siteId, item_id: linkId, parent_id: work.id })
      .execute();
  }

  const lost = await createPage(
    db,
    siteId,
    { title: 'Page not found', slug: 'not-found', navigation: '_hidden' },
    {
      sections: [
        {
          id: newId(),
          blocks: [
            { id: newId(), type: HTML, settings: { doc: headingDoc('This page has wandered off', 1) } },
            text(
              'The address may be mistyped, or the piece may have sold. Our latest work is one click away.',
            ),
            {
              id: newId(),
              type: BUTTON,
              settings: {
                label: 'See our work',
                href: '/work',
                size: 'medium',
                alignment: 'left',
                newWindow: false,
              },
            },
          ],
        },
      ],
    },
  );
  await updatePage(db, siteId, lost.id, { notFoundPage: true });
  await publishOnePage(db, siteId, lost.id, null);
}
