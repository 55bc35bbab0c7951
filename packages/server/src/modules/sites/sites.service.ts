import {
  type LanguageTexts,
  parseTranslations,
  type TranslatedText,
  type Translations,
  withTexts,
} from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import { bumpRenderGeneration, lockSite } from '#platform/tenancy/render-generation';
import { rowToSite, type SiteRecord } from '#platform/tenancy/site-directory';
import { SitesErrors } from './sites.errors';
import * as q from './sites.queries';
import type { HeaderFooter, UpdateSite } from './sites.schemas';

type Db = Kysely<DB> | Transaction<DB>;

export interface SiteAddresses {
  appDomain: string;
  /** ':3000', or '' on the default port. */
  portSuffix: string;
  protocol: string;
}

export const siteUrl = (identifier: string, at: SiteAddresses): string =>
  `${at.protocol}//${identifier}.${at.appDomain}${at.portSuffix}/`;

/** A site as the platform home lists it, with the account's role on it. */
export const siteSummary = (
  site: { id: string; identifier: string; title: string; role: number },
  at: SiteAddresses,
) => ({
  id: site.id,
  identifier: site.identifier,
  title: site.title,
  role: site.role,
  url: siteUrl(site.identifier, at),
  editorUrl: `${siteUrl(site.identifier, at)}config/`,
});

export async function listSites(db: Kysely<DB>, accountId: string, at: SiteAddresses) {
  return (await q.sitesOfAccount(db, accountId)).map((site) => siteSummary(site, at));
}

export const siteToJson = (site: SiteRecord) => ({
  id: site.id,
  identifier: site.identifier,
  title: site.title,
  websiteType: site.websiteType,
  siteStatus: site.siteStatus,
  developerMode: site.developerMode,
  cloneable: site.cloneable,
  useEscapeKeyToLogin: site.useEscapeKeyToLogin,
  memberAccounts: site.memberAccounts,
  storeSettings: site.storeSettings,
  tweakJSON: site.tweakJSON,
});

/** Saves the site's settings; pages show some of them, so the render generation moves on too. */
export async function updateSite(db: Kysely<DB>, siteId: string, input: UpdateSite): Promise<SiteRecord> {
  const patch: q.SiteCorePatch = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.developerMode !== undefined) patch.developer_mode = input.developerMode ? 1 : 0;
  if (input.cloneable !== undefined) patch.cloneable = input.cloneable ? 1 : 0;
  if (input.useEscapeKeyToLogin !== undefined)
    patch.use_escape_key_to_login = input.useEscapeKeyToLogin ? 1 : 0;
  if (input.memberAccounts !== undefined) patch.member_accounts = input.memberAccounts ? 1 : 0;
  if (input.storeSettings !== undefined) patch.store_settings = JSON.stringify(input.storeSettings);
  await saveCore(db, siteId, patch);
  const row = await q.findSite(db, siteId);
  if (!row) throw SitesErrors.notFound();
  return rowToSite(row);
}

export async function updateHeaderFooter(
  db: Kysely<DB>,
  siteId: string,
  input: HeaderFooter,
): Promise<HeaderFooter> {
  await saveCore(db, siteId, {
    header: JSON.stringify(input.header),
    footer: JSON.stringify(input.footer),
  });
  return input;
}

/** The site's own columns and, in the same transaction, a new render generation dated now. */
const saveCore = (db: Kysely<DB>, siteId: string, patch: q.SiteCorePatch) =>
  db.transaction().execute(async (trx) => {
    await q.updateSiteCore(trx, siteId, patch);
    await bumpRenderGeneration(trx, siteId, new Date().toISOString());
  });

/** The site's own texts translated, every language's (`websites.translations`). */
export async function readSiteTexts(db: Db, siteId: string): Promise<Translations> {
  const row = await q.siteTranslations(db, siteId);
  if (!row) throw SitesErrors.notFound();
  return parseTranslations(row.translations);
}

/**
 * Writes changes to one language's site texts: a person's text (no longer a machine draft), a
 * provider's `{ text, machine: true }`, or null/'' to remove one; `keep` may leave out a change
 * (a provider's text for a key a person wrote meanwhile). Texts of other languages stay, those of
 * a language the site no longer has included. Every page shows these texts: the site's render
 * generation moves on in the same transaction, which holds the site's row while it reads and writes.
 * Returns the language's texts.
 */
export function changeSiteTexts(
  db: Kysely<DB>,
  siteId: string,
  language: string,
  changes: Record<string, TranslatedText | string | null>,
  keep: (key: string, current: LanguageTexts) => boolean = () => true,
): Promise<{ texts: LanguageTexts; changed: number }> {
  return db.transaction().execute(async (trx) => {
    await lockSite(trx, siteId);
    const all = await readSiteTexts(trx, siteId);
    const current = all[language] ?? {};
    const kept = Object.fromEntries(Object.entries(changes).filter(([key]) => keep(key, current)));
    const texts = withTexts(current, kept);
    const next = { ...all };
    if (Object.keys(texts).length > 0) next[language] = texts;
    else delete next[language];
    const changed = Object.keys(kept).length;
    if (changed > 0) {
      await q.setSiteTranslations(trx, siteId, JSON.stringify(next));
      await bumpRenderGeneration(trx, siteId, new Date().toISOString(), 'site');
    }
    return { texts, changed };
  });
}

/** Sets the site's primary language (a canonical tag, checked by modules/languages). */
export const setPrimaryLanguage = (db: Db, siteId: string, tag: string) =>
  q.setPrimaryLocale(db, siteId, tag);
