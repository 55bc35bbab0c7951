import { BlockType, type DonationBlockSettings, type PageDocument } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import { PAGE_COLLECTION_TYPE } from './pages.queries';

type Db = Kysely<DB> | Transaction<DB>;

/** A published Donation block: what the donation checkout reads instead of trusting the query. */
export interface PublishedDonationForm {
  blockId: string;
  pageId: string;
  pageSlug: string;
  settings: Partial<DonationBlockSettings> & Record<string, unknown>;
}

/**
 * The Donation block (type 52) with this id on one of the site's published pages, as published:
 * its draft never counts, nor a block of another type or another site's. Found by the id in the
 * published documents (ids are 24 random hex digits), then by walking the one document that holds it.
 */
export async function publishedDonationForm(
  db: Db,
  siteId: string,
  blockId: string,
): Promise<PublishedDonationForm | null> {
  if (!/^[0-9a-f]{24}$/.test(blockId)) return null;
  const rows = await db
    .selectFrom('collections')
    .innerJoin('page_versions', (join) =>
      join
        .onRef('page_versions.page_id', '=', 'collections.id')
        .onRef('page_versions.version', '=', 'collections.published_version'),
    )
    .select(['collections.id', 'collections.slug', 'page_versions.document'])
    .where('collections.website_id', '=', siteId)
    .where('collections.collection_type', '=', PAGE_COLLECTION_TYPE)
    .where('page_versions.document', 'like', `%${blockId}%`)
    .execute();
  for (const row of rows) {
    const document = JSON.parse(row.document) as PageDocument;
    for (const section of document.sections ?? []) {
      const block = section.blocks?.find((b) => b.id === blockId && b.type === BlockType.donation);
      if (block) return { blockId, pageId: row.id, pageSlug: row.slug, settings: block.settings };
    }
  }
  return null;
}
