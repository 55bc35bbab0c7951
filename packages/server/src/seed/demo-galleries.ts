import { type GallerySlide, headingDoc, newId, type PageDocument, paragraphDoc } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { createPage, readDraft, saveDraft } from '#modules/pages/pages.service';
import { publishOnePage } from '#modules/pages/site-publish.service';
import type { DB } from '#platform/db/schema';
import { demoAssetUrl } from '#render/demo-assets';

const GALLERY = 8;
const HTML = 2;

const photo = (file: string, alt: string, caption: string, width: number, height: number): GallerySlide => ({
  id: newId(),
  type: 'image',
  src: demoAssetUrl(file),
  alt,
  caption,
  width,
  height,
});

/** The demo's work: photographs of the studio's pieces, and one short film from the wheel. */
function workSlides(): GallerySlide[] {
  return [
    photo('bowl-celadon.svg', 'Celadon bowl on a linen cloth', 'Celadon serving bowl, 28 cm.', 1200, 800),
    photo('vase-amber.svg', 'Tall amber-glazed vase', 'Amber vase, wood-fired.', 800, 1000),
    photo('cups-indigo.svg', 'Three indigo tea cups', 'Indigo tea cups, a set of three.', 1200, 800),
    photo('jar-ash.svg', 'Ash-glazed storage jar', 'Storage jar in natural ash glaze.', 800, 1000),
    {
      id: newId(),
      type: 'video',
      src: demoAssetUrl('studio.svg'),
      videoUrl: demoAssetUrl('wheel.webm'),
      alt: 'A pot rising on the wheel',
      caption: 'On the wheel: four seconds of a morning’s throwing.',
      width: 1200,
      height: 675,
    },
    photo('plates-rust.svg', 'Stack of rust-red plates', 'Rust-red dinner plates.', 1200, 800),
    photo('bottle-moss.svg', 'Moss-green bottle by the window', 'Moss bottle, 32 cm.', 800, 1000),
    photo('kiln-evening.svg', 'The kiln yard at dusk', 'The kiln yard after a firing.', 1200, 800),
  ];
}

const block = (type: number, settings: Record<string, unknown>) => ({ id: newId(), type, settings });

/**
 * Adds the demo's galleries: a Work page whose grid opens the lightbox, and a slideshow on the home
 * page. Run once, when the demo site is first created.
 */
export async function addDemoGalleries(db: Kysely<DB>, siteId: string): Promise<void> {
  const workDocument: PageDocument = {
    sections: [
      {
        id: newId(),
        blocks: [
          block(HTML, { doc: headingDoc('Our work', 1) }),
          block(HTML, {
            doc: paragraphDoc('A few pieces from this year’s firings. Select any of them to see it larger.'),
          }),
          block(GALLERY, {
            variant: 1003,
            slides: workSlides(),
            lightbox: true,
            lightboxTheme: 'dark',
            mixedContent: true,
            slidesPerRow: 4,
            imageAspectRatio: '1:1',
            history: true,
          }),
        ],
      },
    ],
  };
  const work = await createPage(
    db,
    siteId,
    { title: 'Work', slug: 'work', navigation: 'main' },
    workDocument,
  );
  await publishOnePage(db, siteId, work.id, null);

  const home = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', siteId)
    .where('slug', '=', 'home')
    .executeTakeFirst();
  if (!home) return;
  const draft = await readDraft(db, siteId, home.id);
  const slideshow = {
    id: newId(),
    blocks: [
      block(HTML, { doc: headingDoc('From the studio') }),
      block(GALLERY, {
        variant: 1000,
        slides: workSlides().filter((slide) => slide.type === 'image' && slide.width === 1200),
        transition: 'ken-burns',
        autoplay: true,
        'autoplay-duration': 5,
        thumbnails: true,
        imageAspectRatio: '3:2',
        loop: true,
      }),
    ],
  };
  const sections = [...draft.document.sections];
  sections.splice(1, 0, slideshow);
  await saveDraft(db, siteId, home.id, { sections }, draft.revision);
  // Published with the languages' pass (seed/demo-languages.ts), which publishes every live page again.
}
