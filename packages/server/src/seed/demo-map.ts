import { BlockType, type MapBlockSettings, MapStyle, newId } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { SAMPLE_STUDIO } from '#modules/maps/sample-tiles';
import { readDraft, saveDraft } from '#modules/pages/pages.service';
import type { DB } from '#platform/db/schema';

/** The studio where the built-in sample tiles are (modules/maps/sample-tiles.ts). */
export const DEMO_MAP: MapBlockSettings = {
  mapLat: SAMPLE_STUDIO.lat,
  mapLng: SAMPLE_STUDIO.lng,
  markerLat: null,
  markerLng: null,
  mapZoom: 16,
  addressTitle: 'Riverside Studio',
  addressLine1: '14 Water Street',
  addressLine2: 'Brooklyn, New York 11201',
  addressCountry: 'United States',
  style: MapStyle.grayscale,
};

/**
 * The Contact page shows the studio on a Map block (type 4), under "Visit the studio on Saturdays…",
 * drawn from the sample tiles the server serves itself. Run before the languages, which publish it.
 */
export async function addDemoMap(db: Kysely<DB>, siteId: string): Promise<void> {
  const contact = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', siteId)
    .where('slug', '=', 'contact')
    .executeTakeFirst();
  if (!contact) return;
  const draft = await readDraft(db, siteId, contact.id);
  const [first, ...rest] = draft.document.sections;
  if (!first) return;
  const map = { id: newId(), type: BlockType.map, settings: { ...DEMO_MAP } };
  // After the button that ends the visiting hours, before the form.
  const at = first.blocks.findIndex((block) => block.type === BlockType.button);
  const blocks = [...first.blocks];
  blocks.splice(at >= 0 ? at + 1 : blocks.length, 0, map);
  await saveDraft(
    db,
    siteId,
    contact.id,
    { ...draft.document, sections: [{ ...first, blocks }, ...rest] },
    draft.revision,
  );
}
