import { BlockType, type DonationBlockSettings, headingDoc, newId } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { readStoreSettings } from '#modules/catalogue/store-settings.service';
import { saveOrganisation } from '#modules/donations/donations.queries';
import { readDraft, saveDraft } from '#modules/pages/pages.service';
import type { DB } from '#platform/db/schema';

/** The organisation the demo's receipts name. */
export const DEMO_ORGANISATION = {
  organisation_name: 'Riverside Studio Community Trust',
  organisation_address: '4 Mill Lane, Riverside',
  tax_number: 'Charity no. 1180042',
};

/**
 * The demo's kiln fund: a section at the end of the Work page (after "From the kiln", the firings
 * chart) with a heading and a Donation block (type 52) for the community kiln fund, three suggested
 * amounts and an amount of one's own from 5 to 1,000 in the store's currency, with a message; and
 * the organisation the receipts name. A visitor gives with the test card (README) and gets a
 * numbered receipt; the owner finds them in Donations. A section of a page the demo publishes
 * anyway, so the publish history keeps its room; run before the languages, which translate it and
 * publish it.
 */
export async function addDemoDonations(db: Kysely<DB>, siteId: string): Promise<void> {
  const work = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', siteId)
    .where('slug', '=', 'work')
    .executeTakeFirst();
  if (!work) return;
  const { currency } = await readStoreSettings(db, siteId);
  const settings: DonationBlockSettings = {
    cause: 'Community kiln fund',
    fund: 'Kiln repairs and firing for local schools',
    description:
      'Our big kiln fires the work of every class, and twice a year the pieces of the schools down the river. Its bricks are wearing out: help us reline it.',
    suggestedAmounts: [1000, 2500, 5000],
    allowCustomAmount: true,
    minAmount: 500,
    maxAmount: 100_000,
    currency,
    frequency: 'one-time',
    allowMessage: true,
    buttonLabel: 'Give to the kiln',
  };
  const section = {
    id: newId(),
    blocks: [
      { id: newId(), type: BlockType.html, settings: { doc: headingDoc('Kiln fund', 2) } },
      { id: newId(), type: BlockType.donation, settings: { ...settings } },
    ],
  };
  const draft = await readDraft(db, siteId, work.id);
  await saveDraft(
    db,
    siteId,
    work.id,
    { ...draft.document, sections: [...draft.document.sections, section] },
    draft.revision,
  );
  await saveOrganisation(db, siteId, DEMO_ORGANISATION, new Date().toISOString());
}
