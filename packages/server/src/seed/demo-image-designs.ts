import { BlockVariant, type ImageBlockSettings, paragraphDoc } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { readDraft, saveDraft } from '#modules/pages/pages.service';
import type { DB } from '#platform/db/schema';

const IMAGE = 5;

/** The words each designed image of the demo takes, by the page and the bundled file it shows. */
export const DEMO_IMAGE_DESIGNS: { slug: string; file: string; settings: Partial<ImageBlockSettings> }[] = [
  {
    // Home: the workbench on a panel of the accent colour, with the way to the Classes page.
    slug: 'home',
    file: 'studio.svg',
    settings: {
      variant: BlockVariant.imageCollage,
      title: 'Made at the bench by the river',
      text: paragraphDoc(
        'Every bowl, lamp and stool starts here: thrown, turned or joined by hand, then finished slowly in the light from the window.',
      ),
      buttonLabel: 'Book a class',
      buttonLink: '/classes',
    },
  },
  {
    // About: the team beside its words, on a card.
    slug: 'about',
    file: 'team.svg',
    settings: {
      variant: BlockVariant.imageCard,
      title: 'Three makers, one kiln',
      text: paragraphDoc(
        'We share the wheel, the lathe and the long bench, and every piece passes through all our hands before it leaves the studio.',
      ),
    },
  },
];

/**
 * Two of the Image block's designs on the demo's pages: the template's pictures of the workbench
 * (Home) and the team (About) get a design and words of their own; their captions stay, for the
 * inline design an owner may go back to. Run before the languages, which translate the words
 * (demo-image-words.ts) and publish the pages.
 */
export async function addDemoImageDesigns(db: Kysely<DB>, siteId: string): Promise<void> {
  for (const design of DEMO_IMAGE_DESIGNS) {
    const page = await db
      .selectFrom('collections')
      .select('id')
      .where('website_id', '=', siteId)
      .where('slug', '=', design.slug)
      .executeTakeFirst();
    if (!page) continue;
    const draft = await readDraft(db, siteId, page.id);
    const shows = (settings: Record<string, unknown>) =>
      typeof settings.src === 'string' && settings.src.endsWith(`/${design.file}`);
    const sections = draft.document.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) =>
        block.type === IMAGE && shows(block.settings)
          ? { ...block, settings: { ...block.settings, ...design.settings } }
          : block,
      ),
    }));
    await saveDraft(db, siteId, page.id, { ...draft.document, sections }, draft.revision);
    // Published with the languages' pass (seed/demo-languages.ts), which publishes every live page again.
  }
}
