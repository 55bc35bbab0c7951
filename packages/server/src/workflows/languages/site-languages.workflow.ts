import type { Kysely } from 'kysely';
import { otherSiteLanguages, replaceOtherLanguages } from '#modules/languages/languages.queries';
import type { LanguagesInput } from '#modules/languages/languages.schemas';
import { checkLanguages } from '#modules/languages/languages.service';
import { siteTranslations } from '#modules/sites/sites.queries';
import { setPrimaryLanguage } from '#modules/sites/sites.service';
import type { DB } from '#platform/db/schema';
import { bumpRenderGeneration, lockSite } from '#platform/tenancy/render-generation';

/**
 * Saves a site's languages: the primary one (`websites.locale`, modules/sites) and the others in
 * order (`site_languages`, modules/languages), checked against what is stored while the site's row
 * is held, so two owners saving at once are checked one after the other. Every page names the
 * site's languages (addresses, switcher, hreflang): the whole site's render generation moves on.
 * Returns the primary tag now.
 */
export function saveSiteLanguages(db: Kysely<DB>, siteId: string, input: LanguagesInput): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await lockSite(trx, siteId);
    const [site, others] = await Promise.all([
      siteTranslations(trx, siteId),
      otherSiteLanguages(trx, siteId),
    ]);
    const checked = checkLanguages(input, { primary: site!.locale, others });
    const now = new Date().toISOString();
    if (checked.primary) await setPrimaryLanguage(trx, siteId, checked.primary);
    await replaceOtherLanguages(trx, siteId, checked.languages, now);
    await bumpRenderGeneration(trx, siteId, now, 'site');
    return checked.primary ?? site!.locale;
  });
}
