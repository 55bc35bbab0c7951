import { BlockType, type MarqueeBlockSettings, newId } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { readDraft, saveDraft } from '#modules/pages/pages.service';
import type { DB } from '#platform/db/schema';

/** The home page's marquee: a gentle wave, leftwards at the usual pace, pausing under the pointer. */
export const DEMO_MARQUEE: MarqueeBlockSettings = {
  text: 'Wheel classes on Tuesdays, open studio on Saturdays',
  waveFrequency: 1,
  waveIntensity: 0.3,
  animationDirection: 'left',
  animationSpeed: 1,
  pausedOnHover: true,
  link: '/classes',
};

/**
 * A section with a Marquee block (type 70) at the end of the home page, below the fold, so its
 * script waits off screen and the first view stays as it was. Run before the languages, which
 * translate it (demo-marquee-words.ts).
 */
export async function addDemoMarquee(db: Kysely<DB>, siteId: string): Promise<void> {
  const home = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', siteId)
    .where('slug', '=', 'home')
    .executeTakeFirst();
  if (!home) return;
  const section = {
    id: newId(),
    blocks: [{ id: newId(), type: BlockType.marquee, settings: { ...DEMO_MARQUEE } }],
  };
  const draft = await readDraft(db, siteId, home.id);
  await saveDraft(
    db,
    siteId,
    home.id,
    { ...draft.document, sections: [...draft.document.sections, section] },
    draft.revision,
  );
  // Published with the languages' pass (seed/demo-languages.ts), which publishes every live page again.
}
