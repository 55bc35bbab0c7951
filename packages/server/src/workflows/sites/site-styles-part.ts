import { readSiteStyles } from '@atelier/domain';
import { readMenu } from '#modules/navigation/navigation.service';
import { reviewSitePublish, type SiteParts } from '#modules/pages/site-publish.service';
import { liveStyles, publishStyles, restoreStyles, reviewStyles } from '#modules/styles/styles.service';
import { reviewMenu } from './publish-menu-review';

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

/**
 * The review of a whole-site publish: pages (modules/pages), the main navigation as visitors see it
 * now and after (modules/navigation: its links and nesting with the pages' places) and the site's
 * styles.
 */
export async function reviewWholeSite(db: Parameters<typeof reviewSitePublish>[0], siteId: string) {
  const [review, styles, menu] = await Promise.all([
    reviewSitePublish(db, siteId),
    reviewStyles(db, siteId),
    readMenu(db, siteId),
  ]);
  const navigation = reviewMenu(menu);
  return {
    ...review,
    navigation,
    styles,
    hasChanges: review.hasChanges || navigation.changed || styles.changed,
  };
}
