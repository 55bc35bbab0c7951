import type { SiteStyles } from '@atelier/domain';
import type { SiteLogo } from '@atelier/site';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';

/** The logo is shown at most this tall; a derived width a little above covers 2x screens. */
const LOGO_FILE_WIDTH = 500;
const FAVICON_FILE_WIDTH = 100;

export interface StyleAssets {
  logo?: SiteLogo;
  favicon?: string;
}

/**
 * The addresses of the library images a site's styles name: its logo and favicon. An id the site
 * does not own (or no longer an image) is left out, and the page falls back to the title and the
 * default icon.
 */
export async function styleAssets(db: Kysely<DB>, siteId: string, styles: SiteStyles): Promise<StyleAssets> {
  const ids = [styles.logo?.mediaId, styles.favicon?.mediaId].filter((id): id is string => Boolean(id));
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom('media_items')
    .select(['id', 'hash', 'kind', 'width', 'height', 'fallback'])
    .where('website_id', '=', siteId)
    .where('id', 'in', ids)
    .where('kind', '=', 'image')
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const out: StyleAssets = {};
  const logo = styles.logo ? byId.get(styles.logo.mediaId) : undefined;
  if (styles.logo && logo?.width && logo.height) {
    const height = styles.logo.height;
    out.logo = {
      src: `/media/${logo.hash}/${LOGO_FILE_WIDTH}.webp`,
      height,
      width: Math.max(1, Math.round((logo.width / logo.height) * height)),
    };
  }
  const favicon = styles.favicon ? byId.get(styles.favicon.mediaId) : undefined;
  if (favicon) out.favicon = `/media/${favicon.hash}/${FAVICON_FILE_WIDTH}.${favicon.fallback ?? 'png'}`;
  return out;
}
