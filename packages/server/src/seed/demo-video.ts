import { headingDoc, newId, type PageDocument, paragraphDoc } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { createPage } from '#modules/pages/pages.service';
import { publishOnePage } from '#modules/pages/site-publish.service';
import type { DB } from '#platform/db/schema';

const HTML = 2;
const VIDEO = 32;
const block = (type: number, settings: Record<string, unknown>) => ({ id: newId(), type, settings });

/**
 * The demo's Film page: the studio's own film from the media library (a bundled file moved into the
 * library with the demo's images), and a YouTube film behind its poster, which loads nothing from
 * YouTube until a visitor presses play.
 */
export async function addDemoVideo(db: Kysely<DB>, siteId: string): Promise<void> {
  const document: PageDocument = {
    sections: [
      {
        id: newId(),
        blocks: [
          block(HTML, { doc: headingDoc('Film', 1) }),
          block(HTML, { doc: paragraphDoc('Four seconds at the wheel, filmed in the studio.') }),
          block(VIDEO, {
            src: '/assets/demo/wheel.webm',
            title: 'A pot rising on the wheel',
            loop: true,
            caption: 'On the wheel, one morning in spring.',
          }),
          block(HTML, { doc: paragraphDoc('A short open film we like, shown from YouTube.') }),
          block(VIDEO, {
            source: 'embed',
            url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
            title: 'Big Buck Bunny',
            caption: 'Big Buck Bunny, an open film by the Blender Foundation.',
          }),
        ],
      },
    ],
  };
  const page = await createPage(db, siteId, { title: 'Film', slug: 'film', navigation: 'main' }, document);
  await publishOnePage(db, siteId, page.id, null);
}
