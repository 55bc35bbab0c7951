import { readSiteStyles } from '@atelier/domain';
import { reviewSitePublish, type SiteParts } from '#modules/pages/site-publish.service';
import { liveStyles, publishStyles, restoreStyles, reviewStyles } from '#modules/styles/styles.service';

/**
 * The site's styles as a part of every site publish: published with the pages, kept in each site
 * version and restored with it. Publishing spans the pages and styles features, hence a flow.
 */
export const stylesPart: SiteParts = {
  async publish(trx, siteId) {
    const styles = await publishStyles(trx, siteId);
    return { styles: styles ?? (await liveStyles(trx, siteId)) };
  },
  async live(trx, siteId) {
    return { styles: await liveStyles(trx, siteId) };
  },
  async restore(trx, siteId, parts) {
    if (parts.styles) await restoreStyles(trx, siteId, readSiteStyles(parts.styles));
  },
};

/** The review of a whole-site publish: pages, navigation and the site's styles. */
export async function reviewWholeSite(db: Parameters<typeof reviewSitePublish>[0], siteId: string) {
  const [review, styles] = await Promise.all([reviewSitePublish(db, siteId), reviewStyles(db, siteId)]);
  return { ...review, styles, hasChanges: review.hasChanges || styles.changed };
}
